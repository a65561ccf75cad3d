import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLookView } from '../modules/site/site.service';
import { REVALIDATE_CACHE } from './client-assets';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The client's HTML page with the community's look written into it, so the first paint already has
 * the game's name in the title, its accent colour and its logo (no flash of the product's look
 * while the client asks): the accent as the --site-accent custom property, the name in <title>, and
 * the look as JSON (#site-look) that the client reads before it renders (client/src/features/site/site-look.ts),
 * with the logo's size so its box is reserved before the picture arrives.
 */
export function pageWithLook(html: string, look: SiteLookView): string {
  let page = html;
  if (look.communityName) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(look.communityName)} · Characters and Events</title>`);
  }
  const head = [
    look.accentColor ? `<style id="site-accent">:root{--site-accent:${look.accentColor}}</style>` : '',
    `<script id="site-look" type="application/json">${scriptJson({
      community_name: look.communityName,
      welcome_text: look.welcomeText,
      accent_color: look.accentColor,
      logo_url: look.logoUrl,
      logo_width: look.logoSize?.width ?? null,
      logo_height: look.logoSize?.height ?? null,
    })}</script>`,
  ].join('');
  return page.replace('</head>', `${head}</head>`);
}

interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Serves the client's pages with the look written in. Each page is rendered and compressed once per
 * look and kept; a changed look (the settings' row) renders anew, and its new ETag makes browsers
 * that revalidate (no-cache) take the new page.
 */
export class LookedPages {
  private readonly sources = new Map<string, string>();
  private rendered = new Map<string, RenderedPage>();
  private renderedFor = '';

  constructor(
    private readonly root: string,
    private readonly look: () => Promise<SiteLookView>,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
    const page = this.render(file, await this.look());
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === page.etag)) {
      return reply.code(304).send();
    }
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  }

  private render(file: string, look: SiteLookView): RenderedPage {
    const key = JSON.stringify(look);
    if (key !== this.renderedFor) {
      this.rendered = new Map();
      this.renderedFor = key;
    }
    const kept = this.rendered.get(file);
    if (kept) return kept;
    let source = this.sources.get(file);
    if (source === undefined) {
      source = readFileSync(join(this.root, file), 'utf8');
      this.sources.set(file, source);
    }
    const html = pageWithLook(source, look);
    const page = {
      html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    this.rendered.set(file, page);
    return page;
  }
}
