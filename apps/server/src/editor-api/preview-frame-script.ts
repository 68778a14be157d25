/**
 * The script the preview canvas runs inside its iframe. The preview is served sandboxed (an
 * opaque origin), so it posts to its parent with `'*'` and trusts only messages whose source is
 * its parent window and whose shape it knows. It speaks SPEC §4 events: frame events `load` and
 * `iframe unload` go out, with `rects` (where each `[data-block-id]` block sits in the viewport,
 * on load, scroll, resize and layout changes) so the editor can outline blocks without reaching
 * into this document; tweak events `change`, `close`, `save`, `reset`, `before open`, `after show`,
 * `after close` come in, and the canvas commands `scroll-by`, `scroll-to`, `scroll-into-view`,
 * `edit-text` (make a text block's rich text editable here; each change goes out as `text` with
 * its HTML, Escape sends `edit-end`), `format` (bold, italic, heading, paragraph, lists, link,
 * unlink on the selection) and `stop-edit`. A `change` carrying `{css: {'--var': value}}` sets
 * those variables on `:root` at once; `save` keeps them, `reset` and `close` drop the unsaved ones.
 */
export function previewFrameScript(pageId: string): string {
  // JSON.stringify output is safe inside a script element once `<` is escaped.
  const id = JSON.stringify(pageId).replace(/</g, '\\u003c')
  return `<script>(function () {
  var pageId = ${id};
  var root = document.documentElement;
  var saved = {};
  var pending = {};
  var parentWindow = window.parent;
  function post(type, payload) {
    if (parentWindow === window) return;
    parentWindow.postMessage({ source: 'atelier-frame', type: type, payload: payload }, '*');
  }
  function isObject(value) { return typeof value === 'object' && value !== null; }
  function finite(value) { return typeof value === 'number' && isFinite(value); }
  var measuring = false;
  function report(reason) {
    var blocks = Array.prototype.map.call(document.querySelectorAll('[data-block-id]'), function (el) {
      var box = el.getBoundingClientRect();
      return { id: el.getAttribute('data-block-id') || '', top: box.top, left: box.left, width: box.width, height: box.height };
    });
    post('rects', { blocks: blocks, scrollX: window.scrollX, scrollY: window.scrollY, reason: reason });
  }
  function measure() {
    if (measuring) return;
    measuring = true;
    requestAnimationFrame(function () { measuring = false; report('layout'); });
  }
  function blockElement(id) {
    var all = document.querySelectorAll('[data-block-id]');
    for (var i = 0; i < all.length; i++) if (all[i].getAttribute('data-block-id') === id) return all[i];
    return null;
  }
  // In-place text editing: the editor names a text block; its rich text turns editable here and
  // each change goes back as HTML, which the editor turns into the block's structured text.
  var editing = null;
  var savedRange = null;
  var inputTimer = 0;
  function sendText() {
    clearTimeout(inputTimer);
    if (editing) post('text', { id: editing.id, html: editing.el.innerHTML });
  }
  function stopEdit() {
    if (!editing) return;
    sendText();
    editing.el.removeAttribute('contenteditable');
    editing.el.style.removeProperty('outline');
    editing = null;
    savedRange = null;
  }
  function restoreRange() {
    if (!editing) return;
    editing.el.focus();
    if (savedRange) {
      var selection = document.getSelection();
      selection.removeAllRanges();
      selection.addRange(savedRange);
    }
  }
  var safeHref = /^(https?:\\/\\/\\S+|\\/\\S*|#\\S*|mailto:\\S+|tel:\\S+)$/i;
  var formats = {
    'bold': function () { document.execCommand('bold'); },
    'italic': function () { document.execCommand('italic'); },
    'heading': function () { document.execCommand('formatBlock', false, 'h2'); },
    'paragraph': function () { document.execCommand('formatBlock', false, 'p'); },
    'list': function () { document.execCommand('insertUnorderedList'); },
    'ordered-list': function () { document.execCommand('insertOrderedList'); },
    'unlink': function () { document.execCommand('unlink'); },
    'link': function (payload) {
      if (typeof payload.href !== 'string' || payload.href.length > 2000 || !safeHref.test(payload.href)) return;
      var selection = document.getSelection();
      if (selection.isCollapsed && typeof payload.name === 'string' && payload.name) {
        document.execCommand('insertText', false, payload.name);
        var range = selection.getRangeAt(0);
        range.setStart(range.endContainer, Math.max(0, range.endOffset - payload.name.length));
        selection.removeAllRanges();
        selection.addRange(range);
      }
      document.execCommand('createLink', false, payload.href);
      var node = selection.anchorNode;
      var anchor = node && (node.nodeType === 1 ? node : node.parentElement);
      anchor = anchor && anchor.closest ? anchor.closest('a') : null;
      if (!anchor && selection.rangeCount) {
        var found = editing.el.querySelectorAll('a');
        for (var i = 0; i < found.length; i++) if (selection.containsNode(found[i], true)) anchor = found[i];
      }
      if (anchor) {
        if (payload.newWindow === true) anchor.setAttribute('target', '_blank');
        else anchor.removeAttribute('target');
      }
    }
  };
  document.addEventListener('selectionchange', function () {
    if (!editing) return;
    var selection = document.getSelection();
    if (selection && selection.rangeCount && editing.el.contains(selection.anchorNode)) {
      savedRange = selection.getRangeAt(0).cloneRange();
    }
  });
  document.addEventListener('input', function (event) {
    if (!editing || !editing.el.contains(event.target)) return;
    clearTimeout(inputTimer);
    inputTimer = setTimeout(sendText, 250);
  });
  document.addEventListener('keydown', function (event) {
    if (editing && event.key === 'Escape') { stopEdit(); post('edit-end', {}); }
  });
  document.addEventListener('click', function (event) {
    // Links inside the text being edited are for editing, not for following.
    if (editing && editing.el.contains(event.target)) event.preventDefault();
  });
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
      var css = isObject(payload) && payload.css;
      if (!isObject(css)) return;
      Object.keys(css).forEach(function (name) { pending[name] = css[name]; });
      apply(css);
      measure();
    },
    'save': function () { Object.keys(pending).forEach(function (name) { saved[name] = pending[name]; }); pending = {}; },
    'reset': function () { drop(); measure(); },
    'close': function () { drop(); measure(); },
    'before open': function () { root.classList.add('is-tweaking'); },
    'after show': function () {},
    'after close': function () { root.classList.remove('is-tweaking'); },
    'scroll-by': function (payload) {
      if (!isObject(payload) || !finite(payload.dx) || !finite(payload.dy)) return;
      window.scrollBy(payload.dx, payload.dy);
    },
    'scroll-to': function (payload) {
      if (!isObject(payload) || !finite(payload.x) || !finite(payload.y)) return;
      window.scrollTo(payload.x, payload.y);
      report('scroll-to');
    },
    'scroll-into-view': function (payload) {
      var el = isObject(payload) && typeof payload.id === 'string' && blockElement(payload.id);
      if (el) el.scrollIntoView({ block: 'center' });
    },
    'edit-text': function (payload) {
      if (!isObject(payload) || typeof payload.id !== 'string') return;
      if (editing && editing.id === payload.id) return;
      stopEdit();
      var block = blockElement(payload.id);
      var el = block && block.querySelector('.rich-text');
      if (!el) return;
      document.execCommand('defaultParagraphSeparator', false, 'p');
      el.setAttribute('contenteditable', 'true');
      // The editor outlines the block; a second ring from the theme would sit beside it.
      el.style.outline = 'none';
      editing = { id: payload.id, el: el };
      el.focus();
      if (finite(payload.x) && finite(payload.y) && document.caretRangeFromPoint) {
        var range = document.caretRangeFromPoint(payload.x, payload.y);
        if (range && el.contains(range.startContainer)) {
          var selection = document.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
        }
      }
    },
    'stop-edit': stopEdit,
    'format': function (payload) {
      if (!editing || !isObject(payload) || typeof payload.command !== 'string') return;
      if (!Object.prototype.hasOwnProperty.call(formats, payload.command)) return;
      restoreRange();
      formats[payload.command](payload);
      sendText();
    }
  };
  window.addEventListener('message', function (event) {
    if (event.source !== parentWindow || parentWindow === window) return;
    var message = event.data;
    if (!isObject(message) || message.source !== 'atelier-editor' || typeof message.type !== 'string') return;
    if (!Object.prototype.hasOwnProperty.call(handlers, message.type)) return;
    handlers[message.type](message.payload);
  });
  window.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('resize', measure);
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(root);
  window.addEventListener('load', function () {
    var blocks = Array.prototype.map.call(document.querySelectorAll('[data-block-id]'), function (el) {
      return el.getAttribute('data-block-id');
    });
    post('load', { pageId: pageId, path: location.pathname, blockIds: blocks });
    measure();
  });
  window.addEventListener('pagehide', function () { post('iframe unload', { pageId: pageId }); });
})();</script>`
}
