// One memory: its body rendered from markdown, its front matter, its links both ways (dead ones marked),
// its evidence (each quote with its provenance class and where it came from), its audit history; and
// the actions: feedback up / down, edit (through update: redaction and the gate; a refusal is shown),
// forget with a reason.

import { api, canWrite, session } from "./api.js";
import { h } from "./dom.js";
import { memoryLink, renderMarkdown } from "./md.js";
import { action, go, say, table, when } from "./ui.js";

function evidence(trail) {
  const ev = trail.evidence;
  if (!ev) return h("p", { class: "muted" }, trail.evidence_id ? `manifest ${trail.evidence_id} is not on disk` : "no evidence recorded");
  const about = ev.kind === "manual"
    ? [["kind", `written by hand (${ev.surface ?? "?"})`], ["at", when(ev.at)]]
    : [["journal", ev.journal || "—"], ["span", ev.span || "—"], ["batch", ev.batch || "—"],
      ["candidate", `${ev.candidate ?? ""} (${ev.candidate_kind ?? "fact"})`], ["why", ev.reason || "—"]];
  return h("div", { id: "evidence" },
    table([...about, ["manifest", trail.evidence_id]]),
    (ev.quotes || []).map((q) => h("blockquote", { class: "quote" },
      h("div", {}, h("span", { class: "badge" }, q.class ?? "?"), " ", h("span", { class: "muted" }, [q.source, q.where].filter(Boolean).join(" · "))),
      h("div", { class: "quote-text" }, q.text ?? ""))));
}

function audit(lines) {
  if (!lines.length) return h("p", { class: "muted" }, "no audit lines");
  return h("table", { id: "audit" }, h("thead", {}, h("tr", {}, h("th", {}, "when"), h("th", {}, "event"), h("th", {}, "details"))),
    h("tbody", {}, lines.map((line) => {
      const { at, event, slug, ...rest } = line;
      return h("tr", {}, h("td", {}, when(at)), h("td", {}, event), h("td", {}, Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`).join(" · ")));
    })));
}

function editor(mem) {
  const field = (id, label, value, tag = "input") => h("label", { for: id }, label, h(tag, { id, value: value ?? "" }));
  const form = h("form", { class: "card", id: "edit", hidden: true },
    h("h2", {}, "Edit (the new text passes redaction and the gate again)"),
    h("div", { class: "filters" }, field("e-title", "title", mem.title), field("e-description", "trigger", mem.description),
      field("e-tags", "tags (comma separated)", mem.tags.join(", "))),
    field("e-content", "body", mem.body, "textarea"),
    h("div", { class: "row" }, h("button", { type: "submit", class: "primary" }, "Save")));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const v = (id) => form.querySelector(`#${id}`).value;
    const change = {};
    if (v("e-title") !== mem.title) change.title = v("e-title");
    if (v("e-description") !== mem.description) change.description = v("e-description");
    if (v("e-content") !== mem.body) change.content = v("e-content");
    const tags = v("e-tags").split(",").map((t) => t.trim()).filter(Boolean);
    if (tags.join(",") !== mem.tags.join(",")) change.tags = tags;
    try {
      const r = await api(`/memory/${encodeURIComponent(mem.slug)}`, { method: "PATCH", body: change });
      go(`#/memory/${encodeURIComponent(r.slug)}`);
      say(`${r.action}${r.reason ? `: ${r.reason}` : ""}${r.redacted.length ? ` (masked: ${r.redacted.join(", ")})` : ""}`);
    } catch (err) {
      say(`update refused: ${err.message} (${err.code ?? err.status})`, true);
    }
  });
  return form;
}

function actions(mem) {
  if (!canWrite()) return h("p", { class: "muted" }, "read-only: no write actions here");
  const slug = encodeURIComponent(mem.slug);
  const feed = (direction) => action(direction === "up" ? "↑ Useful" : "↓ Wrong or stale",
    () => api("/feedback", { method: "POST", body: { slug: mem.slug, direction } }),
    (r) => { go(`#/memory/${slug}`); return `confidence ${r.confidence_before} → ${r.confidence_after}${r.review_id ? " (sent to review)" : ""}`; },
    { id: `feedback-${direction}` });
  const row = h("div", { class: "row" }, feed("up"), feed("down"));
  if (canWrite(true)) {
    const form = editor(mem);
    const reason = h("input", { id: "forget-reason", placeholder: "why forget it (kept in the audit log)", maxlength: 1000 });
    row.append(
      h("button", { type: "button", id: "edit-button", onclick: () => { form.hidden = !form.hidden; if (!form.hidden) form.querySelector("#e-content").focus(); } }, "Edit"),
      reason,
      action("Forget", async () => {
        if (!reason.value.trim()) throw new Error("give a reason to forget it");
        const q = new URLSearchParams({ reason: reason.value.trim() });
        return api(`/memory/${slug}?${q}`, { method: "DELETE" });
      }, (r) => { go("#/memories"); return `forgot ${r.slug}`; }, { id: "forget" }));
    return h("div", {}, row, form);
  }
  return row;
}

export async function memory(slug) {
  const path = `/memory/${encodeURIComponent(slug)}`;
  const [mem, trail, graph] = await Promise.all([api(path), api(`${path}/trail`), api("/graph")]);
  const known = new Set(graph.nodes.map((n) => n.slug));
  return h("article", { id: "memory" },
    h("p", {}, h("a", { href: "#/memories" }, "← Memories")),
    h("h1", {}, mem.title),
    h("p", { class: "muted" }, mem.description),
    actions(mem),
    h("div", { class: "cols" },
      h("section", {}, h("h2", {}, "Body"), h("div", { id: "body", class: "card" }, renderMarkdown(mem.body, known))),
      h("section", {}, h("h2", {}, "Front matter"), table([
        ["slug", mem.slug], ["type", mem.type], ["scope", mem.scope], ["confidence", mem.confidence],
        ["tags", mem.tags.join(", ") || "—"], ["created", mem.created ?? "—"], ["updated", mem.updated ?? "—"],
        ["valid", `${mem.valid_from ?? "…"} → ${mem.valid_to ?? "…"}`], ["recalled", `${mem.retrieval_count}×`],
        ["store", session.store],
      ]))),
    h("h2", {}, "Links"),
    h("div", { class: "cols", id: "links" },
      h("div", {}, h("h3", {}, "Out"), trail.links_out.length ? h("ul", {}, trail.links_out.map((l) => h("li", {}, memoryLink(l.slug, known), l.dead ? h("span", { class: "bad" }, " (dead)") : null))) : h("p", { class: "muted" }, "none")),
      h("div", {}, h("h3", {}, "In"), trail.links_in.length ? h("ul", {}, trail.links_in.map((s) => h("li", {}, memoryLink(s, known)))) : h("p", { class: "muted" }, "none: an island"))),
    h("h2", {}, "Evidence"), evidence(trail),
    h("h2", {}, "History"), audit(trail.audit));
}
