// Drafts and review: the staged drafts with their evidence and the drain (the scribe pours, fixes or
// tosses each), the seeds, the recently tossed drafts with the reason; the review queue with approve /
// modify / discard, exactly as the person decides.

import { api, canWrite } from "./api.js";
import { h } from "./dom.js";
import { renderMarkdown } from "./md.js";
import { action, go, when } from "./ui.js";

function quotes(list) {
  return (list || []).map((q) => h("blockquote", { class: "quote" },
    h("span", { class: "badge" }, q.class ?? "?"), " ", h("span", { class: "muted" }, q.where ?? ""), h("div", {}, q.text ?? "")));
}

function draft(d) {
  return h("li", { class: "card draft", id: `draft-${d.id}` },
    h("div", {}, h("span", { class: "badge" }, d.action), " ", h("strong", {}, d.title), " ", h("span", { class: "badge" }, d.type),
      d.target ? [" → ", h("a", { href: `#/memory/${encodeURIComponent(d.target)}` }, d.target)] : null),
    h("div", { class: "muted" }, `trigger: ${d.trigger}`), renderMarkdown(d.body),
    d.reason ? h("p", { class: "muted" }, `why: ${d.reason}`) : null,
    h("details", {}, h("summary", {}, `evidence (${(d.quotes || []).length} quotes)`), quotes(d.quotes)),
    h("div", { class: "muted" }, `staged ${when(d.created)} · ${d.id}`));
}

export async function drafts() {
  const [staged, seeds, tossed, why] = await Promise.all([
    api("/drafts"), api("/seeds"), api("/drafts/tossed"), api("/distill/why?limit=30"),
  ]);
  const drain = canWrite() && staged.length
    ? action("Pour the drafts (drain)", () => api("/drain", { method: "POST", body: {} }), (r) => {
      go("#/drafts");
      const parts = [`poured ${r.poured.length}`, `fixed ${r.fixed.length}`, `tossed ${r.tossed.length}`];
      if (r.unfixed.length) parts.push(`${r.unfixed.length} poured as drafted (the scribe's fix failed the gate)`);
      if (r.errors.length) parts.push(`errors: ${r.errors.join("; ")}`);
      return parts.join(", ");
    }, { class: "primary", id: "drain" })
    : null;
  return h("section", {},
    h("h1", {}, "Drafts"),
    h("p", { class: "muted" }, "What distillation staged, waiting for the drain: the scribe re-reads each draft cold and pours it, fixes it or tosses it."),
    drain,
    staged.length ? h("ul", { class: "plain", id: "drafts" }, staged.map(draft)) : h("p", { class: "muted", id: "drafts" }, "No draft waits."),
    h("h2", {}, "Seeds (ideas waiting for confirmation)"),
    seeds.length ? h("ul", { id: "seeds" }, seeds.map((s) => h("li", { class: "card" }, s.record.idea ?? "", " ",
      h("span", { class: "muted" }, `${when(s.at)} · ${s.record.reason ?? ""}`), quotes(s.record.quotes))))
      : h("p", { class: "muted" }, "No seed."),
    h("h2", {}, "Recently tossed"),
    tossed.length ? h("ul", { id: "tossed" }, tossed.map((t) => h("li", { class: "card" },
      h("strong", {}, t.record.title ?? t.record.draft ?? "?"), " ", h("span", { class: "bad" }, t.record.reason ?? ""),
      h("div", { class: "muted" }, when(t.at)), t.record.body ? h("pre", {}, t.record.body) : null)))
      : h("p", { class: "muted" }, "Nothing tossed."),
    h("h2", {}, "What became of the recent candidates"),
    why.length ? h("table", { id: "why" },
      h("thead", {}, h("tr", {}, ["when", "outcome", "rule", "reason", "quotes that failed"].map((c) => h("th", {}, c)))),
      h("tbody", {}, why.map((d) => h("tr", {}, h("td", {}, when(d.at)), h("td", {}, d.outcome), h("td", {}, d.rule ?? "passed"),
        h("td", {}, d.reason), h("td", {}, d.failed.map((f) => `${f.rule}: ${f.reason}`).join("; "))))))
      : h("p", { class: "muted" }, "No distillation yet."));
}

function resolver(item) {
  if (!canWrite()) return null;
  const id = encodeURIComponent(item.id);
  const note = h("input", { id: `note-${item.id}`, placeholder: "note (optional)", maxlength: 500 });
  const text = h("textarea", { id: `content-${item.id}`, "aria-label": "modified text" }, item.proposal ?? "");
  const resolve = (what) => async () => {
    const body = { action: what };
    if (note.value.trim()) body.note = note.value.trim();
    if (what === "modify") body.content = text.value;
    return api(`/review/${id}/resolve`, { method: "POST", body });
  };
  const done = (r) => { go("#/review"); return `${r.id}: ${r.action}${r.write ? ` → ${r.write.action} ${r.write.slug}` : ""}`; };
  const modify = h("details", {}, h("summary", {}, "Modify"), text, action("Write this instead", resolve("modify"), done, { id: `modify-${item.id}` }));
  return h("div", {}, h("div", { class: "row" },
    action("Approve", resolve("approve"), done, { class: "primary", id: `approve-${item.id}` }),
    action("Discard", resolve("discard"), done, { id: `discard-${item.id}` }), note), modify);
}

export async function review() {
  const items = await api("/review");
  return h("section", {},
    h("h1", {}, "Review"),
    h("p", { class: "muted" }, "What a machine could not settle: gate doubts, conflicts, unusable model output. Oldest first."),
    items.length ? h("ul", { class: "plain", id: "review" }, items.map((item) => h("li", { class: "card", id: `item-${item.id}` },
      h("div", {}, h("span", { class: "badge" }, item.kind), " ", item.reason),
      item.slug ? h("div", {}, "concerns ", h("a", { href: `#/memory/${encodeURIComponent(item.slug)}` }, item.slug)) : null,
      item.action ? h("div", { class: "muted" }, `approving does: ${item.action}`) : null,
      item.proposal ? h("pre", {}, item.proposal) : null,
      Object.keys(item.payload || {}).length ? h("details", {}, h("summary", {}, "details"), h("pre", {}, JSON.stringify(item.payload, null, 2))) : null,
      h("div", { class: "muted" }, `${when(item.created)} · ${item.id}`),
      resolver(item))))
      : h("p", { class: "muted", id: "review" }, "Nothing waits for review."));
}
