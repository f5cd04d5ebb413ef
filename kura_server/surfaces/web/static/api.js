// The page's one way to the daemon: same-origin fetches of the REST routes under /s/<store>/, with the
// daemon's CSRF token (from /ui/session's answer, never a cookie) on every write and the store's bearer
// token (kept in sessionStorage only).

export const session = { store: null, csrf: null, access: {}, stores: [] };

const tokenKey = (store) => `kura.token.${store}`;

export function storedToken(store = session.store) {
  return sessionStorage.getItem(tokenKey(store));
}

export function keepToken(store, token) {
  if (token) sessionStorage.setItem(tokenKey(store), token);
  else sessionStorage.removeItem(tokenKey(store));
}

export class ApiError extends Error {
  constructor(status, code, message, detail) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

function headers(extra = {}, store = session.store) {
  const out = { Accept: "application/json", ...extra };
  const token = store ? storedToken(store) : null;
  if (token) out.Authorization = `Bearer ${token}`;
  return out;
}

async function askSession(store) {
  const path = store ? `/s/${encodeURIComponent(store)}/ui/session` : "/ui/session";
  const r = await fetch(path, { headers: headers({}, store), credentials: "same-origin" });
  const body = await r.json();
  if (!r.ok) throw new ApiError(r.status, body.error?.code, body.error?.message, body.error?.detail);
  return body;
}

// Start (or refresh) the session: the CSRF token, the stores, what our token allows on `store`. At /ui
// (`store` null) the store is the one the daemon's answer names, the default: asked again with the token
// this tab keeps for it, if any; once named, the session keeps asking for it.
export async function openSession(store) {
  const name = store ?? session.store;
  let body = await askSession(name);
  if (!name && storedToken(body.store)) body = await askSession(body.store);
  Object.assign(session, body);
  return session;
}

// api("/recall", {method: "POST", body: {...}}) → the parsed JSON answer; an error answer throws ApiError.
// A write refused for its CSRF token (the daemon restarted since the session was opened: a new token) is
// sent once more with the token a fresh session answer holds.
export async function api(path, { method = "GET", body, text = false } = {}, again = true) {
  const write = method !== "GET";
  const init = {
    method,
    credentials: "same-origin",
    headers: headers(write ? { "Content-Type": "application/json", "X-Kura-CSRF": session.csrf } : {}),
  };
  if (write) init.body = JSON.stringify(body ?? {});
  const r = await fetch(`/s/${encodeURIComponent(session.store)}${path}`, init);
  if (text && r.ok) return r.text();
  const data = await r.json().catch(() => ({ error: { code: `http_${r.status}`, message: r.statusText } }));
  if (write && again && data.error?.code === "csrf_refused") {
    await openSession(session.store);
    return api(path, { method, body, text }, false);
  }
  if (!r.ok) throw new ApiError(r.status, data.error?.code, data.error?.message ?? "request failed", data.error?.detail);
  return data;
}

// Whether the page may offer writes on this store: the token allows them and the policy is not frozen
// (`manual`: a hand edit, which a distiller-only store refuses too).
export function canWrite(manual = false) {
  const a = session.access || {};
  if (!a.write || a.write_policy === "frozen") return false;
  return !(manual && a.write_policy === "distiller-only");
}
