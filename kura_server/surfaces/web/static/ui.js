// What every page shares: the notice line, error text, navigation, the action buttons.

import { ApiError } from "./api.js";
import { h } from "./dom.js";

export function say(message, isError = false) {
  const notice = document.getElementById("notice");
  notice.textContent = message;
  notice.className = isError ? "error" : "";
}

export function errorText(err) {
  if (err instanceof ApiError) return `${err.message} (${err.code ?? err.status})`;
  return String(err?.message ?? err);
}

let keep = false;

// Whether the next render keeps the notice (an action's answer) or clears it (plain navigation).
export function keepNotice() {
  const kept = keep;
  keep = false;
  return kept;
}

// Go to a route after an action, keeping its notice; the same route again renders it again.
export function go(hash) {
  keep = true;
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}

// A button that runs an action, shows what it answered (or why it was refused) and disables itself
// while it runs. `done(result)` returns the message to show.
export function action(label, run, done, attrs = {}) {
  const button = h("button", { type: "button", ...attrs }, label);
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const result = await run();
      say(done ? done(result) : `${label}: done`);
    } catch (err) {
      say(`${label} refused: ${errorText(err)}`, true);
    } finally {
      button.disabled = false;
    }
  });
  return button;
}

export function when(date) {
  return date ? String(date).replace("T", " ").replace(/\+00:00$|Z$/, " UTC") : "—";
}

export function table(rows) {
  return h("table", {}, h("tbody", {}, rows.map(([k, v]) => h("tr", {}, h("th", { scope: "row" }, k), h("td", {}, v)))));
}
