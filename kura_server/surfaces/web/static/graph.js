// A picture: the memories and their [[links]] as a force-laid graph (islands ringed, dead links dashed
// to a ghost node), and recall counts per type as bars. Plain SVG, laid out here, no library.

import { api } from "./api.js";
import { h, s } from "./dom.js";

const W = 900;
const H = 560;
const TYPES = new Set(["user", "feedback", "project", "reference"]);

// Positions for the nodes: a fixed start on a circle (the same store draws the same picture), then a
// few hundred steps of repulsion between every pair, springs along the edges and a pull to the centre.
export function layout(ids, edges, steps = Math.max(30, Math.min(300, Math.floor(60000 / Math.max(1, ids.length))))) {
  const n = ids.length;
  const pos = ids.map((_, i) => {
    const a = (2 * Math.PI * i) / Math.max(1, n);
    return { x: Math.cos(a) * 100, y: Math.sin(a) * 100 };
  });
  const at = new Map(ids.map((id, i) => [id, i]));
  const springs = edges.map((e) => [at.get(e.source), at.get(e.target)]).filter(([a, b]) => a !== undefined && b !== undefined && a !== b);
  const k = 40; // the ideal edge length, in layout units (the picture is fitted to the frame afterwards)
  for (let step = 0; step < steps; step += 1) {
    const heat = 10 * (1 - step / steps) + 0.2;
    const force = pos.map((p) => ({ x: -0.5 * p.x, y: -0.5 * p.y })); // a pull to the centre: islands stay near
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        const dx = pos[i].x - pos[j].x || 0.01 * (i - j);
        const dy = pos[i].y - pos[j].y || 0.01;
        const d2 = Math.max(dx * dx + dy * dy, 0.01);
        const f = (k * k) / d2; // repulsion k²/d along the unit vector
        force[i].x += dx * f; force[i].y += dy * f;
        force[j].x -= dx * f; force[j].y -= dy * f;
      }
    }
    for (const [a, b] of springs) {
      const dx = pos[b].x - pos[a].x;
      const dy = pos[b].y - pos[a].y;
      const d = Math.max(Math.hypot(dx, dy), 0.01);
      const f = d / k; // attraction d²/k along the unit vector
      force[a].x += dx * f; force[a].y += dy * f;
      force[b].x -= dx * f; force[b].y -= dy * f;
    }
    for (let i = 0; i < n; i += 1) {
      const len = Math.max(Math.hypot(force[i].x, force[i].y), 1e-9);
      const move = Math.min(len, heat);
      pos[i].x += (force[i].x / len) * move;
      pos[i].y += (force[i].y / len) * move;
    }
  }
  return fit(ids, pos);
}

// Scale and move the laid-out points into the frame (room left on the right for the labels).
function fit(ids, pos) {
  const xs = pos.map((p) => p.x);
  const ys = pos.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((W - 220) / Math.max(x1 - x0, 1), (H - 60) / Math.max(y1 - y0, 1), 4);
  const dx = 30 + (W - 220 - (x1 - x0) * scale) / 2;
  const dy = 30 + (H - 60 - (y1 - y0) * scale) / 2;
  return new Map(ids.map((id, i) => [id, { x: dx + (pos[i].x - x0) * scale, y: dy + (pos[i].y - y0) * scale }]));
}

function picture(g) {
  const islands = new Set(g.islands);
  const ghosts = [...new Set(g.edges.filter((e) => e.dead).map((e) => e.target))].map((t) => `dead:${t}`);
  const edges = g.edges.map((e) => ({ ...e, target: e.dead ? `dead:${e.target}` : e.target }));
  const pos = layout([...g.nodes.map((n) => n.slug), ...ghosts], edges);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "graph-title", id: "graph" },
    s("title", { id: "graph-title" }, `${g.nodes.length} memories, ${g.edges.length} links, ${g.islands.length} islands, ${ghosts.length} dead targets`));
  for (const e of edges) {
    const a = pos.get(e.source);
    const b = pos.get(e.target);
    if (a && b && e.source !== e.target) svg.append(s("line", { class: e.dead ? "edge dead" : "edge", x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  for (const ghost of ghosts) {
    const p = pos.get(ghost);
    svg.append(s("g", {}, s("circle", { class: "node ghost", cx: p.x, cy: p.y, r: 6 }, s("title", {}, `dead link target: ${ghost.slice(5)}`)),
      s("text", { x: p.x + 8, y: p.y + 4, class: "dead" }, ghost.slice(5))));
  }
  for (const node of g.nodes) {
    const p = pos.get(node.slug);
    const kind = TYPES.has(node.type) ? node.type : "other";
    const r = 6 + Math.min(10, Math.sqrt(node.retrieval_count));
    svg.append(s("a", { href: `#/memory/${encodeURIComponent(node.slug)}`, "aria-label": `${node.title} (${node.type}${islands.has(node.slug) ? ", island" : ""})` },
      s("circle", { class: `node t-${kind}${islands.has(node.slug) ? " island" : ""}`, cx: p.x, cy: p.y, r },
        s("title", {}, `${node.title} · ${node.type} · recalled ${node.retrieval_count}×`)),
      s("text", { x: p.x + r + 3, y: p.y + 4 }, node.slug.length > 28 ? `${node.slug.slice(0, 27)}…` : node.slug)));
  }
  return svg;
}

function bars(byType) {
  const entries = Object.entries(byType).sort((a, b) => b[1] - a[1]);
  const top = Math.max(1, ...entries.map(([, v]) => v));
  const rowH = 28;
  const svg = s("svg", { viewBox: `0 0 ${W} ${Math.max(1, entries.length) * rowH + 10}`, role: "img", "aria-labelledby": "bars-title", id: "recalls" },
    s("title", { id: "bars-title" }, `recall counts by type: ${entries.map(([k, v]) => `${k} ${v}`).join(", ") || "none"}`));
  entries.forEach(([type, count], i) => {
    const y = 5 + i * rowH;
    svg.append(s("text", { x: 4, y: y + 17 }, type),
      s("rect", { class: "bar", x: 110, y, height: rowH - 8, width: Math.max(2, ((W - 200) * count) / top) }),
      s("text", { x: 116 + ((W - 200) * count) / top, y: y + 17 }, String(count)));
  });
  return svg;
}

export async function graph() {
  const g = await api("/graph");
  return h("section", {},
    h("h1", {}, "Picture"),
    h("p", { class: "muted" }, `${g.nodes.length} memories · ${g.edges.length} links · ${g.islands.length} islands (ringed) · `,
      `${g.edges.filter((e) => e.dead).length} dead links (dashed, to a hollow node). Circle size: recall count. Tab through the nodes; Enter opens one.`),
    g.nodes.length > 400 ? h("p", { class: "warn" }, "A large store: the picture may take a moment.") : null,
    picture(g),
    h("h2", {}, "Recalls by type"),
    bars(g.recalls_by_type));
}
