// Memories: the list (from GET /graph: tags, dates and recall counts) or, as you type, recall's answer
// with how it answered, whether it was degraded, and each hit's score parts; filters and sorting.

import { api } from "./api.js";
import { append, clear, h } from "./dom.js";
import { errorText } from "./ui.js";

const TYPES = ["user", "feedback", "project", "reference"];
const CONFIDENCES = ["high", "medium", "low"];
let last = { q: "", type: "", scope: "", tag: "", confidence: "", sort: "date" };

function select(id, label, values, current) {
  return h(
    "label", { for: id }, label,
    h("select", { id }, h("option", { value: "" }, "any"), values.map((v) => h("option", { value: v, selected: v === current }, v))),
  );
}

function keep(filters, item) {
  return (!filters.type || item.type === filters.type)
    && (!filters.scope || item.scope === filters.scope)
    && (!filters.confidence || item.confidence === filters.confidence)
    && (!filters.tag || (item.tags || []).includes(filters.tag));
}

function summary(node) {
  return h(
    "li", { class: "card" },
    h("a", { href: `#/memory/${encodeURIComponent(node.slug)}` }, node.title || node.slug), " ",
    h("span", { class: "badge" }, node.type), " ", h("span", { class: "badge" }, node.scope), " ",
    h("span", { class: "badge" }, `confidence ${node.confidence}`), " ",
    h("span", { class: "muted" }, `${node.updated || node.created || "undated"} · recalled ${node.retrieval_count}×`),
    (node.tags || []).length ? h("div", { class: "muted" }, "tags: ", node.tags.join(", ")) : null,
  );
}

function hit(m, picked, nodes) {
  const parts = Object.entries(m.ranks || {}).map(([k, v]) => `${k} #${v}`);
  if (picked.includes(m.slug)) parts.push(`thinker pick #${picked.indexOf(m.slug) + 1}`);
  if (m.via === "link") parts.push(`link walk: ${m.why}`);
  const node = nodes.get(m.slug);
  return h(
    "li", { class: "card hit" },
    h("a", { href: `#/memory/${encodeURIComponent(m.slug)}` }, m.title || m.slug), " ",
    h("span", { class: "badge" }, m.type), " ", h("span", { class: "badge" }, m.scope), " ",
    h("span", { class: "badge" }, `confidence ${m.confidence}`),
    h("div", { class: "score" }, `score ${Number(m.score).toFixed(4)} · ${parts.join(" · ") || m.why}`),
    h("div", { class: "muted" }, m.trigger),
    node ? h("div", { class: "muted" }, `recalled ${node.retrieval_count}×`) : null,
  );
}

export async function memories() {
  const graph = await api("/graph");
  const nodes = new Map(graph.nodes.map((n) => [n.slug, n]));
  const tags = [...new Set(graph.nodes.flatMap((n) => n.tags || []))].sort();
  const scopes = [...new Set(graph.nodes.map((n) => n.scope))].sort();
  const results = h("div", { id: "results", "aria-live": "polite" });
  const q = h("input", { type: "search", id: "q", value: last.q, placeholder: "Recall by meaning… (press / to focus)", autocomplete: "off" });
  const sort = h("label", { for: "sort" }, "sort",
    h("select", { id: "sort" },
      h("option", { value: "date", selected: last.sort === "date" }, "newest first"),
      h("option", { value: "recalls", selected: last.sort === "recalls" }, "most recalled"),
      h("option", { value: "rank", selected: last.sort === "rank" }, "recall rank (when searching)")));
  const filters = h("div", { class: "filters" },
    select("f-type", "type", TYPES, last.type), select("f-scope", "scope", scopes, last.scope),
    select("f-tag", "tag", tags, last.tag), select("f-confidence", "confidence", CONFIDENCES, last.confidence), sort);
  let timer = null;
  let seq = 0;
  const read = () => ({
    q: q.value.trim(), sort: filters.querySelector("#sort").value,
    type: filters.querySelector("#f-type").value, scope: filters.querySelector("#f-scope").value,
    tag: filters.querySelector("#f-tag").value, confidence: filters.querySelector("#f-confidence").value,
  });
  const order = (items, f) => {
    const by = f.sort === "recalls" ? (a, b) => (nodes.get(b.slug)?.retrieval_count ?? 0) - (nodes.get(a.slug)?.retrieval_count ?? 0)
      : f.sort === "date" ? (a, b) => String(nodeDate(nodes.get(b.slug))).localeCompare(String(nodeDate(nodes.get(a.slug)))) : null;
    return by ? [...items].sort(by) : items;
  };
  const show = async () => {
    const f = (last = read());
    const mine = ++seq;
    if (!f.q) {
      const items = order(graph.nodes.filter((n) => keep(f, n)), f);
      append(clear(results), [h("p", { class: "muted" }, `${items.length} of ${graph.nodes.length} memories`), h("ul", { class: "plain" }, items.map(summary))]);
      return;
    }
    try {
      const r = await api("/recall", { method: "POST", body: { question: f.q, k: 20 } });
      if (mine !== seq) return; // a newer keystroke's answer wins
      const picked = r.thinker?.picked ?? [];
      const hits = order([...r.memories, ...r.linked].filter((m) => keep(f, { ...m, tags: nodes.get(m.slug)?.tags ?? m.tags })), f);
      append(clear(results), [
        h("p", { class: r.degraded ? "warn" : "muted", id: "how" },
          `answered by ${r.how}`, r.degraded ? ` · degraded: ${r.degraded_reason ?? "a component was down"}` : " · not degraded",
          ` · ${hits.length} hits · ${Object.entries(r.timings_ms || {}).map(([k, v]) => `${k} ${v.toFixed(1)} ms`).join(", ")}`),
        r.blocked ? h("p", { class: "warn" }, "recall is blocked by pending review items") : null,
        h("ul", { class: "plain" }, hits.map((m) => hit(m, picked, nodes))),
      ]);
    } catch (err) {
      if (mine === seq) append(clear(results), [h("p", { class: "bad" }, errorText(err))]);
    }
  };
  q.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(show, 250); });
  q.addEventListener("keydown", (ev) => { if (ev.key === "Escape") { q.value = ""; show(); } });
  filters.addEventListener("change", show);
  const view = h("section", {}, h("h1", {}, "Memories"), h("label", { for: "q", class: "muted" }, "Search "), q, filters, results);
  await show();
  setTimeout(() => q.focus(), 0);
  return view;
}

function nodeDate(node) {
  return node?.updated || node?.created || "";
}
