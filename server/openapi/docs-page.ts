import { createHash } from 'node:crypto';

/**
 * The browsable API page at /v1/docs: self-contained (no CDN; the servers it
 * runs on may have no internet), it fetches ./openapi.json and lists tags,
 * operations, privileges, parameters and schemas with plain DOM calls.
 */
export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>School accreditation API</title>
<link rel="icon" href="data:,">
<style>
  body { font: 15px/1.45 system-ui, 'Noto Sans Devanagari', sans-serif; margin: 0; color: #1b2430; background: #f6f7f9; }
  header { background: #1e3a8a; color: #fff; padding: 16px 24px; }
  header h1 { margin: 0 0 4px; font-size: 20px; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
  input[type=search] { width: 100%; padding: 8px 10px; font-size: 15px; border: 1px solid #c5cad3; border-radius: 6px; margin: 8px 0 16px; }
  h2 { margin: 28px 0 4px; font-size: 18px; text-transform: capitalize; }
  .tagdesc { color: #555; margin: 0 0 8px; }
  details { background: #fff; border: 1px solid #dde1e7; border-radius: 6px; margin: 6px 0; }
  summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 10px; align-items: baseline; }
  .m { font: 600 12px/1 ui-monospace, monospace; padding: 4px 6px; border-radius: 4px; color: #fff; min-width: 44px; text-align: center; }
  .get { background: #15803d; } .post { background: #1d4ed8; } .put, .patch { background: #b45309; } .delete { background: #b91c1c; }
  code, pre { font-family: ui-monospace, SFMono-Regular, monospace; font-size: 13px; }
  .path { font-weight: 600; }
  .body { padding: 4px 16px 12px; border-top: 1px solid #eef0f3; }
  .priv { display: inline-block; background: #eef2ff; color: #3730a3; border-radius: 10px; padding: 1px 8px; margin: 2px 4px 2px 0; font-size: 12px; }
  .public { background: #ecfdf5; color: #065f46; }
  .missing { background: #fef2f2; color: #991b1b; }
  pre { background: #f3f4f6; padding: 8px; border-radius: 4px; overflow: auto; max-height: 360px; }
  table { border-collapse: collapse; } td, th { text-align: left; padding: 2px 10px 2px 0; vertical-align: top; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<header><h1 id="title">School accreditation API</h1><div id="version"></div></header>
<main>
  <p id="desc"></p>
  <p><a href="openapi.json">openapi.json</a></p>
  <input type="search" id="filter" placeholder="Filter by path, summary or tag" aria-label="Filter">
  <div id="ops">Loading…</div>
  <h2 id="schemas-title">Schemas</h2>
  <div id="schemas"></div>
</main>
<script>
(function () {
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { if (k === 'text') e.textContent = attrs[k]; else e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { if (c) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return e;
  }
  function json(value) { return el('pre', { text: JSON.stringify(value, null, 2) }); }
  function refLink(schema) {
    if (schema && schema.$ref) { var n = schema.$ref.split('/').pop(); return el('a', { href: '#schema-' + n, text: n }); }
    return json(schema);
  }
  function render(doc) {
    document.getElementById('title').textContent = doc.info.title;
    document.getElementById('version').textContent = 'OpenAPI ' + doc.openapi + ' · version ' + doc.info.version;
    document.getElementById('desc').textContent = doc.info.description || '';
    var byTag = {};
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        (op.tags || ['other']).forEach(function (t) { (byTag[t] = byTag[t] || []).push({ path: path, method: method, op: op }); });
      });
    });
    var ops = document.getElementById('ops');
    ops.textContent = '';
    (doc.tags || []).forEach(function (tag) {
      var list = byTag[tag.name] || [];
      var section = el('section', { 'data-tag': tag.name }, [el('h2', { text: tag.name }), el('p', { class: 'tagdesc', text: tag.description || '' })]);
      list.forEach(function (x) {
        var op = x.op;
        var badges = el('div');
        if (op['x-public']) badges.appendChild(el('span', { class: 'priv public', text: 'public' }));
        (op['x-privileges'] || []).forEach(function (p) { badges.appendChild(el('span', { class: 'priv', text: 'privilege ' + p })); });
        if (!op['x-registered']) badges.appendChild(el('span', { class: 'priv missing', text: 'not described' }));
        var body = el('div', { class: 'body' }, [badges, el('p', { text: op.description || '' })]);
        if (op.parameters) {
          var table = el('table', {}, [el('tr', {}, [el('th', { text: 'parameter' }), el('th', { text: 'in' }), el('th', { text: 'schema' })])]);
          op.parameters.forEach(function (p) { table.appendChild(el('tr', {}, [el('td', {}, [el('code', { text: p.name + (p.required ? ' *' : '') })]), el('td', { text: p.in }), el('td', {}, [el('code', { text: JSON.stringify(p.schema) })])])); });
          body.appendChild(table);
        }
        if (op.requestBody) {
          Object.keys(op.requestBody.content).forEach(function (type) {
            var media = op.requestBody.content[type];
            body.appendChild(el('h4', { text: 'Request body (' + type + ')' }));
            body.appendChild(refLink(media.schema));
            if (media.example !== undefined) { body.appendChild(el('div', { text: 'Example' })); body.appendChild(json(media.example)); }
          });
        }
        body.appendChild(el('h4', { text: 'Responses' }));
        Object.keys(op.responses).forEach(function (code) {
          var r = op.responses[code];
          var line = el('div', {}, [el('code', { text: code }), ' ', r.description || '']);
          body.appendChild(line);
          var media = r.content && r.content['application/json'];
          if (code < '300' && media && media.schema) body.appendChild(json(media.schema));
        });
        var d = el('details', { 'data-search': (x.method + ' ' + x.path + ' ' + (op.summary || '') + ' ' + tag.name).toLowerCase() }, [
          el('summary', {}, [el('span', { class: 'm ' + x.method, text: x.method.toUpperCase() }), el('span', { class: 'path', text: x.path }), el('span', { text: op.summary || '' })]),
          body,
        ]);
        section.appendChild(d);
      });
      ops.appendChild(section);
    });
    var schemas = document.getElementById('schemas');
    Object.keys(doc.components.schemas).sort().forEach(function (name) {
      schemas.appendChild(el('details', { id: 'schema-' + name, 'data-search': name.toLowerCase() }, [el('summary', {}, [el('code', { text: name })]), el('div', { class: 'body' }, [json(doc.components.schemas[name])])]));
    });
    document.getElementById('filter').addEventListener('input', function (e) {
      var q = e.target.value.trim().toLowerCase();
      document.querySelectorAll('#ops details').forEach(function (d) { d.style.display = !q || d.getAttribute('data-search').indexOf(q) >= 0 ? '' : 'none'; });
      document.querySelectorAll('#ops section').forEach(function (s) { s.style.display = s.querySelector('details:not([style*="none"])') ? '' : 'none'; });
    });
    if (location.hash) { var target = document.getElementById(location.hash.slice(1)); if (target) { target.open = true; target.scrollIntoView(); } }
  }
  fetch('openapi.json').then(function (r) { return r.json(); }).then(render, function (err) {
    document.getElementById('ops').textContent = 'Could not load openapi.json: ' + err;
  });
})();
</script>
</body>
</html>
`;

/** The CSP source of the page's inline script ('sha256-...'): the page runs under a policy that allows only it. */
export const docsScriptHash = `sha256-${createHash('sha256')
  .update(docsPage.slice(docsPage.indexOf('<script>') + '<script>'.length, docsPage.indexOf('</script>')))
  .digest('base64')}`;
