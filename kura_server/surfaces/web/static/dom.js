// DOM helpers: every piece of data becomes a text node; nothing is ever parsed as HTML.

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);

// An href the page may follow: an in-page route ("#/...") or an absolute http(s)/mailto URL; else null.
export function safeHref(url) {
  const text = String(url).trim();
  if (text.startsWith("#/")) return text;
  try {
    const parsed = new URL(text);
    return SAFE_SCHEMES.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

// h("a", {href: "#/x", class: "c", onclick: fn}, "text", child...): attributes are set one by one, an
// href only if safeHref accepts it, "on*" as listeners; strings and numbers become text nodes.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "href") {
      const href = safeHref(value);
      if (href !== null) el.setAttribute("href", href);
    } else if (key === "value") el.value = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "href") {
      const href = safeHref(value);
      if (href !== null) el.setAttribute("href", href);
    } else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}
