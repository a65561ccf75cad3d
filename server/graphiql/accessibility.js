// What GraphiQL leaves out for screen readers, keyboards and phones, added through CodeMirror's and
// GraphiQL's public APIs: each editor's input is named, a scrolled editor can be reached from the
// keyboard (axe's label and scrollable-region-focusable rules), and editors measure again whenever their size changes.
import { useEditorContext, usePluginStore } from '@graphiql/react';
import { useEffect, useRef } from 'react';

/** Names each editor's input and lets the keyboard reach its scrolled area. */
export function EditorAccessibility() {
  const { queryEditor, variableEditor, headerEditor, responseEditor } = useEditorContext({ nonNull: true });
  useEffect(() => {
    const editors = [
      [queryEditor, 'Query'],
      [variableEditor, 'Variables (JSON)'],
      [headerEditor, 'Headers (JSON)'],
      [responseEditor, 'Answer (JSON)'],
    ];
    for (const [editor, label] of editors) {
      if (!editor) continue;
      editor.getInputField().setAttribute('aria-label', label);
      const scroller = editor.getScrollerElement();
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('aria-label', `${label}: scroll`);
    }
  }, [queryEditor, variableEditor, headerEditor, responseEditor]);
  // A turned phone or a resized window may stack the columns or set them side by side again
  // (saved-queries.css), and GraphiQL hides a pane dragged or squeezed below its threshold and shows
  // it again later, after the window's resize event: an editor laid out while hidden or at another
  // size shows no lines until it measures again. Each editor's own box is watched, so it measures
  // whenever its size changes, whatever changed it, once the layout has settled (the next frame).
  useEffect(() => {
    const editors = [queryEditor, variableEditor, headerEditor, responseEditor].filter(Boolean);
    const sizes = new Map();
    let frame = 0;
    const pending = new Set();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const { width, height } = entry.contentRect;
        const size = `${width}x${height}`;
        if (width === 0 || height === 0 || sizes.get(entry.target) === size) continue;
        sizes.set(entry.target, size);
        const editor = editors.find((candidate) => candidate.getWrapperElement() === entry.target);
        if (editor) pending.add(editor);
      }
      if (pending.size === 0 || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        pending.forEach((editor) => editor.refresh());
        pending.clear();
      });
    });
    for (const editor of editors) observer.observe(editor.getWrapperElement());
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [queryEditor, variableEditor, headerEditor, responseEditor]);
  return null;
}

/**
 * Opens the pane named `title` once, as its sidebar button does: GraphiQL's visiblePlugin prop
 * marks a pane visible on the first render but leaves its column collapsed.
 */
export function OpenPaneOnStart({ title }) {
  // The sidebar's buttons appear once GraphiQL has registered the plugins (after its first render).
  const registered = usePluginStore((store) => store.plugins.some((plugin) => plugin.title === title));
  const opened = useRef(false);
  useEffect(() => {
    if (!registered || opened.current) return;
    const button = document.querySelector(`.graphiql-sidebar button[aria-label="Show ${title}"]`);
    if (!button) return;
    // once, on start: the reader may close it afterwards
    opened.current = true;
    button.click();
  }, [registered, title]);
  return null;
}
