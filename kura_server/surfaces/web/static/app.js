// The frame: the session, the store switcher, the token prompt, the router (#/page/arg), the notices.

import { canWrite, keepToken, openSession, session, storedToken } from "./api.js";
import { append, clear, h } from "./dom.js";
import { drafts, review } from "./distill.js";
import { graph } from "./graph.js";
import { health } from "./health.js";
import { memories } from "./memories.js";
import { memory } from "./memory.js";
import { errorText, go, keepNotice, say } from "./ui.js";

const PAGES = { memories, memory, drafts, review, health, graph };
const main = document.getElementById("main");

function storeFromPath() {
  const m = /^\/s\/([^/]+)\/ui\/?$/.exec(location.pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

function switcher() {
  const select = document.getElementById("store");
  clear(select);
  for (const st of session.stores) {
    const label = st.label ? `${st.name} — ${st.label}` : st.name;
    select.append(h("option", { value: st.name, selected: st.name === session.store }, label));
  }
  select.onchange = () => {
    location.assign(`/s/${encodeURIComponent(select.value)}/ui${location.hash || "#/memories"}`);
  };
  const mode = document.getElementById("mode");
  mode.textContent = !session.access.read ? "locked" : !canWrite() ? "read-only" : canWrite(true) ? "" : "distiller-only";
  const button = document.getElementById("token-button");
  button.hidden = !session.access.needs_token;
  button.onclick = () => tokenPrompt(true);
}

function tokenPrompt(manual) {
  clear(main);
  const input = h("input", { type: "password", id: "token", autocomplete: "off", required: true });
  const form = h(
    "form",
    { class: "card", onsubmit: async (ev) => { ev.preventDefault(); keepToken(session.store, input.value); await start(); } },
    h("h1", {}, `Store “${session.store}” needs a token`),
    h("p", { class: "muted" }, "It is kept for this browser tab only (sessionStorage) and sent as a bearer token."),
    storedToken() && !session.access.read ? h("p", { class: "bad", id: "token-refused" }, "That token does not open this store.") : null,
    h("label", { for: "token" }, "Token "), input, " ",
    h("button", { type: "submit", class: "primary" }, "Use it"), " ",
    storedToken() ? h("button", { type: "button", onclick: async () => { keepToken(session.store, null); await start(); } }, "Forget it") : null,
  );
  if (manual) form.append(h("p", {}, h("a", { href: "#/memories", onclick: (ev) => { ev.preventDefault(); go("#/memories"); } }, "Back")));
  main.append(form);
  input.focus();
}

let routed = 0;

async function route() {
  const mine = ++routed;
  if (!session.access.read) return tokenPrompt(false);
  const [, page = "memories", ...rest] = (location.hash || "#/memories").split("/");
  const render = PAGES[page] ?? memories;
  for (const a of document.querySelectorAll("nav a")) {
    if (a.dataset.page === (page === "memory" ? "memories" : page)) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  if (!keepNotice()) say("");
  clear(main);
  main.append(h("p", { class: "muted" }, "Loading…"));
  try {
    const view = await render(rest.map(decodeURIComponent).join("/"));
    if (mine !== routed) return; // a newer route is on its way
    clear(main);
    append(main, [view]);
    document.title = `kura · ${session.store} · ${page}`;
  } catch (err) {
    if (mine !== routed) return;
    clear(main);
    main.append(h("p", { class: "bad" }, errorText(err)));
  }
}

async function start() {
  try {
    await openSession(storeFromPath());
  } catch (err) {
    clear(main);
    main.append(h("p", { class: "bad" }, errorText(err)));
    return;
  }
  switcher();
  await route();
}

window.addEventListener("hashchange", route);
document.addEventListener("keydown", (ev) => {
  const tag = document.activeElement?.tagName;
  if (ev.key === "/" && !["INPUT", "TEXTAREA", "SELECT"].includes(tag)) {
    const search = document.getElementById("q");
    if (search) { ev.preventDefault(); search.focus(); }
  }
});
start();
