// Health: doctor (counts, dead links, islands, drift) with its fix, the resident jobs with run now, and
// the prefill block exactly as a host injects it, its size against the budget.

import { api, canWrite } from "./api.js";
import { h } from "./dom.js";
import { memoryLink } from "./md.js";
import { action, go, table, when } from "./ui.js";

const counts = (o) => Object.entries(o || {}).map(([k, v]) => `${k} ${v}`).join(", ") || "—";

function doctorCard(doc) {
  const drift = Object.entries(doc.drift).filter(([, v]) => v.length);
  return h("section", { id: "doctor" },
    h("h2", {}, "Doctor ", h("span", { class: doc.ok ? "ok" : "bad" }, doc.ok ? "ok" : "not ok")),
    canWrite() ? action("Fix (repair MEMORY.md, sync the index)", () => api("/doctor/fix", { method: "POST", body: {} }),
      (r) => { go("#/health"); return r.fixed.join("; ") || "nothing to fix"; }, { id: "doctor-fix" }) : null,
    table([
      ["memories", doc.memories], ["by type", counts(doc.by_type)], ["by scope", counts(doc.by_scope)],
      ["by confidence", counts(doc.by_confidence)], ["index rows", doc.index_rows], ["embedder", doc.embedder],
      ["dead links", doc.dead_links.length ? h("ul", {}, doc.dead_links.map((d) => h("li", {}, memoryLink(d.source), " → ", h("span", { class: "dead" }, d.target)))) : "none"],
      ["islands", doc.islands.length ? h("ul", {}, doc.islands.map((s) => h("li", {}, memoryLink(s)))) : "none"],
      ["drift", drift.length ? h("ul", {}, drift.map(([k, v]) => h("li", {}, `${k}: ${v.join(", ")}`))) : "none"],
      ["warnings", doc.warnings.join("; ") || "none"],
    ]));
}

function jobsCard(jobs) {
  return h("section", { id: "jobs" }, h("h2", {}, "Jobs"),
    h("table", {}, h("thead", {}, h("tr", {}, ["job", "enabled", "next run", "last run", "last result", "last error", ""].map((c) => h("th", {}, c)))),
      h("tbody", {}, jobs.map((j) => h("tr", {},
        h("td", {}, h("strong", {}, j.job), h("div", { class: "muted" }, j.description)),
        h("td", {}, j.enabled ? `every ${j.every_min} min` : "off"),
        h("td", {}, j.running ? "running now" : when(j.next_run)),
        h("td", {}, `${when(j.last_end)}${j.last_seconds != null ? ` (${j.last_seconds.toFixed(1)} s)` : ""} · ${j.runs} runs`),
        h("td", { class: j.last_result === "failed" ? "bad" : "" }, j.last_result ?? "—", j.last_note ? h("div", { class: "muted" }, j.last_note) : null),
        h("td", { class: "bad" }, j.last_error ?? ""),
        h("td", {}, canWrite() ? action("Run now", () => api(`/jobs/${encodeURIComponent(j.id)}/run`, { method: "POST", body: {} }),
          (r) => { go("#/health"); return `${r.id}: ${r.result}${r.note ? ` — ${r.note}` : ""}${r.error ? ` — ${r.error}` : ""}`; },
          { id: `run-${j.job}` }) : null))))));
}

function prefillCard(pre) {
  const r = pre.report || {};
  return h("section", { id: "prefill" }, h("h2", {}, "Prefill block"),
    h("p", {}, h("label", { for: "prefill-size" }, `${r.tokens ?? "?"} tokens of ${r.budget_tokens ?? "?"} `),
      h("meter", { id: "prefill-size", min: 0, max: r.budget_tokens ?? 1, value: r.tokens ?? 0, high: (r.budget_tokens ?? 1) * 0.9 }),
      " ", h("span", { class: r.fits ? "ok" : "bad" }, r.fits ? "fits" : "over budget")),
    h("p", { class: "muted" }, `${(pre.lines || []).length} lines · etag ${pre.etag}`),
    h("pre", { id: "prefill-text" }, pre.text || "(empty: nothing woven yet)"));
}

export async function health() {
  const [doc, jobs, pre] = await Promise.all([api("/doctor"), api("/jobs"), api("/prefill?format=json")]);
  return h("section", {}, h("h1", {}, "Health"), doctorCard(doc), jobsCard(jobs), prefillCard(pre));
}
