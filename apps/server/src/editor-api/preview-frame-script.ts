/**
 * The script the preview canvas runs inside its iframe. It speaks SPEC §4 events by `postMessage`
 * with the editor (same origin only): frame events `load` and `iframe unload` go out; tweak events
 * `change`, `close`, `save`, `reset`, `before open`, `after show`, `after close` come in. A `change`
 * carrying `{css: {'--var': value}}` sets those variables on `:root` at once; `save` keeps them,
 * `reset` and `close` drop the unsaved ones.
 */
export function previewFrameScript(pageId: string): string {
  // JSON.stringify output is safe inside a script element once `<` is escaped.
  const id = JSON.stringify(pageId).replace(/</g, '\\u003c')
  return `<script>(function () {
  var pageId = ${id};
  var root = document.documentElement;
  var saved = {};
  var pending = {};
  function post(type, payload) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: 'atelier-frame', type: type, payload: payload }, location.origin);
  }
  function apply(vars) {
    Object.keys(vars).forEach(function (name) {
      if (name.indexOf('--') !== 0) return;
      var value = vars[name];
      if (value === null || value === undefined) root.style.removeProperty(name);
      else root.style.setProperty(name, String(value));
    });
  }
  function drop() {
    Object.keys(pending).forEach(function (name) {
      if (saved[name] === undefined) root.style.removeProperty(name);
      else root.style.setProperty(name, saved[name]);
    });
    pending = {};
  }
  var handlers = {
    'change': function (payload) {
      var css = payload && payload.css;
      if (!css || typeof css !== 'object') return;
      Object.keys(css).forEach(function (name) { pending[name] = css[name]; });
      apply(css);
    },
    'save': function () { Object.keys(pending).forEach(function (name) { saved[name] = pending[name]; }); pending = {}; },
    'reset': drop,
    'close': drop,
    'before open': function () { root.classList.add('is-tweaking'); },
    'after show': function () {},
    'after close': function () { root.classList.remove('is-tweaking'); }
  };
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.source !== 'atelier-editor' || !handlers.hasOwnProperty(message.type)) return;
    handlers[message.type](message.payload);
  });
  window.addEventListener('load', function () {
    var blocks = Array.prototype.map.call(document.querySelectorAll('[data-block-id]'), function (el) {
      return el.getAttribute('data-block-id');
    });
    post('load', { pageId: pageId, path: location.pathname, blockIds: blocks });
  });
  window.addEventListener('pagehide', function () { post('iframe unload', { pageId: pageId }); });
})();</script>`
}
