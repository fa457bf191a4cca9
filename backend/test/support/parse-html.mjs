// Parses an HTML document from stdin with parse5 (the HTML standard's parsing algorithm, as browsers do) and prints
// what a reader gets: the body's text, the title, every element name and every link target. A separate process
// because parse5 is an ES module and the jest suites run as CommonJS.
import { parse } from 'parse5';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const doc = parse(input);
  const tags = [];
  const hrefs = [];
  let title = '';
  let body = '';
  const walk = (node, inBody, inTitle) => {
    if (node.nodeName === '#text') {
      if (inBody) body += node.value;
      if (inTitle) title += node.value;
      return;
    }
    if (node.tagName) {
      tags.push(node.tagName);
      const target = node.attrs.find((a) => a.name === 'href');
      if (target) hrefs.push(target.value);
    }
    for (const child of node.childNodes ?? []) {
      walk(child, inBody || node.tagName === 'body', inTitle || node.tagName === 'title');
    }
  };
  walk(doc, false, false);
  process.stdout.write(JSON.stringify({ body, title, tags, hrefs }));
});
