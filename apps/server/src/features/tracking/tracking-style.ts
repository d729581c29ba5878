import { createHash } from 'node:crypto';

/**
 * The tracking page's whole stylesheet, sent inline (one request less on a slow phone) and allowed by its
 * hash in the page's Content-Security-Policy (lib/hardened-http.ts): no other style, no script runs there.
 * The phone’s own fonts, Bangla first as in the web app (apps/web/src/theme.ts); contrast at least 4.5:1 everywhere.
 */
export const TRACKING_STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;background:#f1f3f5;color:#212529;font:16px/1.5 "Noto Sans Bengali",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'header,main{max-width:34rem;margin:0 auto;padding:0 1rem}',
  'header{display:flex;align-items:center;gap:.75rem;padding-top:1rem}',
  'header img{width:3rem;height:3rem;object-fit:contain;border-radius:.5rem;background:#fff}',
  'h1{flex:1;margin:0;font-size:1.25rem;line-height:1.3;overflow-wrap:anywhere}',
  'a{color:#1864ab}',
  '.lang{font-size:.875rem;padding:.5rem 0}',
  'section{background:#fff;border-radius:.75rem;padding:1rem;margin:1rem 0}',
  'h2{margin:0 0 .25rem;font-size:.875rem;font-weight:600;color:#495057}',
  'p{margin:0}',
  '.big{font-size:1.375rem;font-weight:700;line-height:1.3}',
  '.amount{font-size:1.75rem;font-weight:800}',
  '.meta{margin-top:.5rem;color:#495057;font-size:.875rem}',
  '.ok{color:#237032}.bad{color:#c92a2a}.wait{color:#a33f00}',
  'ul,ol{margin:0;padding:0;list-style:none}',
  'li{padding:.5rem 0;border-top:1px solid #e9ecef;overflow-wrap:anywhere}',
  'li:first-child{border-top:0}',
  'time{display:block;font-size:.875rem;color:#495057}',
  '.said{display:block;font-size:.875rem}',
  // The confirmation page's answers: big targets, one under the other on a phone.
  'form{margin:.75rem 0 0}',
  'button{width:100%;min-height:3rem;border-radius:.5rem;font:inherit;font-weight:700;cursor:pointer}',
  '.yes{background:#237032;color:#fff;border:0}',
  '.no{background:#fff;color:#c92a2a;border:2px solid #c92a2a}',
  '.back{display:block;text-align:center;padding:.75rem 0}',
].join('');

/** The CSP source that lets exactly this stylesheet apply. */
export const TRACKING_STYLE_HASH = `'sha256-${createHash('sha256').update(TRACKING_STYLE).digest('base64')}'`;

/** The tracking pages' paths: `/t/<token>`. */
export const TRACKING_PATH_PREFIX = '/t/';
/** The confirmation pages' paths (the SMS link): `/c/<token>`. */
export const CONFIRM_PATH_PREFIX = '/c/';
