/**
 * A Vite plugin: the first page's stylesheet (Bootstrap's rules the app uses, and ours)
 * goes into index.html as a <style>, so the first paint waits for no second request; the CSP allows
 * inline styles (helmet's default style-src). Only when it is small: a large one would be better
 * cached on its own, and the build fails to say so.
 */
import type { Rollup, Plugin } from 'vite';

const MAX_INLINE_BYTES = Number(process.env.LARP_MAX_INLINE_CSS ?? 128 * 1024);

/** A file of the bundle, or undefined when the bundle has none of that name. */
function fileOf(bundle: Rollup.OutputBundle, name: string): Rollup.OutputAsset | Rollup.OutputChunk | undefined {
  return Object.hasOwn(bundle, name) ? bundle[name] : undefined;
}

export function inlineCss(): Plugin {
  return {
    name: 'larp:inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = fileOf(bundle, 'index.html');
      if (!page || page.type !== 'asset') return;
      let html = String(page.source);
      html = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
        const sheet = fileOf(bundle, file);
        if (!sheet || sheet.type !== 'asset') return link;
        const css = String(sheet.source);
        if (css.length > MAX_INLINE_BYTES) this.error(`${file} is ${css.length} bytes: too large to inline (limit ${MAX_INLINE_BYTES})`);
        // The file stays in dist/: the gate's service worker precaches the entry's CSS by name. Its
        // link stays too, disabled (never fetched): Vite's loader of a lazy chunk that imports the
        // entry's chunk finds the stylesheet already in the page by that link and does not ask for it.
        return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
      });
      page.source = html;
    },
  };
}
