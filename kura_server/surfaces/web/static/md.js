// A small markdown renderer that cannot emit markup: it builds DOM nodes and puts every piece of text
// in a text node (so "<script>" is shown, never parsed). Blocks: fenced code, headings, lists, quotes,
// paragraphs. Inline: `code`, **strong**, *em*, [text](url) (http, https, mailto only; anything else
// stays text), and [[slug]] links to the memory page (dead ones marked).

import { h, safeHref } from "./dom.js";

const INLINE = /`([^`]+)`|\[\[([^\]\n]+)\]\]|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

export function inline(text, known) {
  const out = [];
  let last = 0;
  for (const m of String(text).matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(h("code", {}, m[1]));
    else if (m[2] !== undefined) out.push(memoryLink(m[2].trim().toLowerCase(), known));
    else if (m[3] !== undefined) {
      const href = safeHref(m[4]);
      out.push(href === null ? `${m[3]} (${m[4]})` : h("a", { href, rel: "noopener noreferrer" }, m[3]));
    } else if (m[5] !== undefined) out.push(h("strong", {}, m[5]));
    else out.push(h("em", {}, m[6]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function memoryLink(slug, known) {
  const dead = known !== undefined && !known.has(slug);
  return h(
    "a",
    { href: `#/memory/${encodeURIComponent(slug)}`, class: dead ? "dead" : null, title: dead ? "dead link: no such memory" : null },
    `[[${slug}]]`,
  );
}

export function renderMarkdown(text, known) {
  const root = h("div", { class: "md" });
  const lines = String(text).replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  let para = [];
  const flush = () => {
    if (para.length) root.append(h("p", {}, inline(para.join(" "), known)));
    para = [];
  };
  while (i < lines.length) {
    const line = lines[i];
    if (/^```/.test(line)) {
      flush();
      const code = [];
      for (i += 1; i < lines.length && !/^```/.test(lines[i]); i += 1) code.push(lines[i]);
      root.append(h("pre", {}, h("code", {}, code.join("\n"))));
      i += 1;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      root.append(h(`h${Math.min(6, heading[1].length + 2)}`, {}, inline(heading[2], known)));
    } else if (item) {
      flush();
      const ordered = item[1] !== undefined;
      const list = h(ordered ? "ol" : "ul");
      while (i < lines.length) {
        const m = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(lines[i]);
        if (!m || (m[1] !== undefined) !== ordered) break;
        list.append(h("li", {}, inline(m[2], known)));
        i += 1;
      }
      root.append(list);
      continue;
    } else if (/^>\s?/.test(line)) {
      flush();
      const quoted = [];
      for (; i < lines.length && /^>\s?/.test(lines[i]); i += 1) quoted.push(lines[i].replace(/^>\s?/, ""));
      root.append(h("blockquote", {}, inline(quoted.join(" "), known)));
      continue;
    } else if (line.trim() === "") flush();
    else para.push(line.trim());
    i += 1;
  }
  flush();
  return root;
}
