import type { AmpStoryData, AmpStorySlide } from '@stallfront/shared/shop';

/**
 * A web story as an AMP story document (amp.dev's amp-story 1.0): the AMP runtime and the
 * components it uses from cdn.ampproject.org, the required boilerplate, and only `<style
 * amp-custom>` for our own look: AMP allows no other script, so this page is a string of its
 * own rather than a React page of the shop's layout (which carries the shop's scripts).
 */
export function renderAmpStory(story: AmpStoryData): string {
  const withVideo = story.slides.some((slide) => slide.media_type === 'video');
  const components = [component('amp-story', '1.0'), ...(withVideo ? [component('amp-video', '0.1')] : [])];
  return `<!doctype html>
<html ⚡ lang="${attr(story.lang)}">
<head>
<meta charset="utf-8">
<title>${html(story.page_title)}</title>
<link rel="canonical" href="${attr(story.canonical)}">
<meta name="viewport" content="width=device-width">
<meta name="description" content="${attr(story.description)}">
<script async src="https://cdn.ampproject.org/v0.js"></script>
${components.join('\n')}
${AMP_BOILERPLATE}
<style amp-custom>${storyCss(story.accent)}</style>
</head>
<body>
<amp-story standalone title="${attr(story.title)}" publisher="${attr(story.publisher)}" publisher-logo-src="${attr(story.publisher_logo)}" poster-portrait-src="${attr(story.poster)}">
${story.slides.map((slide, i) => page(slide, i, story.title)).join('\n')}
</amp-story>
</body>
</html>
`;
}

const component = (name: string, version: string) =>
  `<script async custom-element="${name}" src="https://cdn.ampproject.org/v0/${name}-${version}.js"></script>`;

/** A slide: its picture or video filling the page, its words over it, its link to swipe up to. */
function page(slide: AmpStorySlide, index: number, storyTitle: string): string {
  const id = `slide-${index + 1}`;
  const media =
    slide.media_type === 'video'
      ? `<amp-video autoplay loop width="720" height="1280" layout="fill" poster="${attr(slide.poster ?? '')}" title="${attr(slide.headline || storyTitle)}"><source src="${attr(slide.media)}" type="video/mp4"></amp-video>`
      : `<amp-img src="${attr(slide.media)}" width="720" height="1280" layout="fill" alt="${attr(slide.headline || storyTitle)}"></amp-img>`;
  const words = [
    slide.headline ? `<h2>${html(slide.headline)}</h2>` : '',
    ...slide.text
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => `<p>${html(line)}</p>`),
  ].join('');
  const outlink = slide.link
    ? `<amp-story-page-outlink layout="nodisplay"><a href="${attr(slide.link.href)}">${html(slide.link.label)}</a></amp-story-page-outlink>`
    : '';
  return [
    `<amp-story-page id="${id}" auto-advance-after="${slide.seconds}s">`,
    `<amp-story-grid-layer template="fill">${media}</amp-story-grid-layer>`,
    words ? `<amp-story-grid-layer template="vertical" class="words">${words}</amp-story-grid-layer>` : '',
    // AMP wants the outlink as the page's last child.
    outlink,
    '</amp-story-page>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The words sit low on the picture, over a shade that keeps them readable on any photo. */
function storyCss(accent: string): string {
  const colour = /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : '#111111';
  return [
    'amp-story{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff}',
    '.words{align-content:end;padding:32px 24px 88px;background:linear-gradient(to bottom,transparent 45%,rgba(0,0,0,.72))}',
    '.words h2{margin:0 0 8px;font-size:28px;line-height:1.15;font-weight:700}',
    '.words p{margin:0 0 6px;font-size:17px;line-height:1.4}',
    `amp-story-page-outlink a{background:${colour};color:#fff}`,
  ].join('');
}

/** AMP's required boilerplate, exactly as amp.dev gives it (the validator compares it). */
const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const attr = html;
