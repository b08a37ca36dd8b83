/**
 * Product pictures drawn for the demo shops: each product's own shape in its own colours on a
 * soft backdrop of the same hue, as SVG on an 800 × 800 canvas. No text: a collection tile or a
 * card writes its own label over or under it.
 */

/** What a picture draws, from the shapes below. */
export type PictureShape = keyof typeof SHAPES;

export interface PictureLook {
  shape: PictureShape;
  /** The thing's main colour (#rrggbb). */
  colour: string;
  /** A second colour for trims, labels and details; a darker shade of `colour` when absent. */
  accent?: string;
}

/** `hex` mixed with white (amount > 0) or black (amount < 0), as #rrggbb. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * weight))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

type Draw = (c: string, a: string) => string;

const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

const TEE = 'M250 200 L340 160 Q400 205 460 160 L550 200 L640 310 L570 360 L540 330 V640 H260 V330 L230 360 L160 310 Z';

const SHAPES = {
  // Clothing
  shirt: (c, a) => p(TEE, c) + stroke('M340 160 Q400 230 460 160', a, 14) + stroke('M400 215 V620', a, 6),
  tee: (c, a) => p(TEE, c) + stroke('M345 163 Q400 215 455 163', a, 16),
  kurta: (c, a) =>
    p('M255 170 L345 140 Q400 185 455 140 L545 170 L640 320 L575 360 L545 320 V700 H255 V320 L225 360 L160 320 Z', c) +
    stroke('M400 150 V330', a, 10) +
    stroke('M255 660 H545', a, 12),
  jacket: (c, a) =>
    p(TEE, c) + p('M340 160 L400 330 L460 160 L430 150 L400 240 L370 150 Z', a) + stroke('M400 330 V640', a, 8),
  blazer: (c, a) =>
    p(TEE, c) +
    p('M340 160 L400 400 L460 160 Z', '#f4f1ea') +
    p('M340 160 L380 330 L330 300 Z', a) +
    circle(400, 470, 10, a),
  trousers: (c, a) => p('M285 150 H515 L565 680 H430 L400 330 L370 680 H235 Z', c) + rect(285, 150, 230, 40, a),
  shorts: (c, a) => p('M275 250 H525 L565 540 H425 L400 390 L375 540 H235 Z', c) + rect(275, 250, 250, 36, a),
  jeans: (c, a) =>
    p('M285 150 H515 L565 680 H430 L400 330 L370 680 H235 Z', c) +
    stroke('M300 215 Q340 260 380 215M420 215 Q460 260 500 215', a, 6),
  dress: (c, a) =>
    p('M335 170 H465 L475 320 L610 680 H190 L325 320 Z', c) +
    stroke('M345 170 V120M455 170 V120', c, 14) +
    rect(325, 310, 150, 24, a),
  skirt: (c, a) =>
    p('M300 240 H500 L610 640 H190 Z', c) +
    rect(300, 230, 200, 36, a) +
    stroke('M340 300 L300 630M400 300 V630M460 300 L500 630', a, 4),
  saree: (c, a) =>
    p('M220 620 Q300 300 420 180 Q560 260 590 620 Z', c) +
    stroke('M220 620 Q300 300 420 180', a, 26) +
    stroke('M240 590 H580', a, 18),
  scarf: (c, a) =>
    p('M250 160 H370 V560 Q310 600 250 560 Z', c) +
    p('M430 240 H550 V640 Q490 680 430 640 Z', shade(c, -0.12)) +
    p('M250 160 Q400 120 550 240 L430 240 Q400 200 370 200 Z', c) +
    stroke('M260 600 V660M290 610 V670M320 610 V670M350 600 V660', a, 6),
  belt: (c, a) =>
    rect(140, 360, 520, 80, c, 18) +
    stroke('M190 345 H290 V455 H190 Z', a, 16) +
    circle(560, 400, 9, a) +
    circle(610, 400, 9, a),
  tote: (c, a) =>
    stroke('M320 300 Q320 170 400 170 Q480 170 480 300', a, 20) +
    p('M230 290 H570 L600 660 H200 Z', c) +
    rect(330, 420, 140, 90, a, 12),
  sunglasses: (c, a) =>
    ellipse(290, 410, 115, 90, c) +
    ellipse(510, 410, 115, 90, c) +
    stroke('M395 380 Q400 350 405 380', a, 14) +
    stroke('M175 380 L120 340M625 380 L680 340', a, 14),
  cap: (c, a) =>
    p('M220 450 Q220 240 400 240 Q580 240 580 450 Z', c) +
    p('M400 450 H680 Q650 510 520 500 L400 490 Z', a) +
    circle(400, 245, 16, a),
  socks: (c, a) =>
    p('M260 180 H370 V470 Q370 560 290 600 L220 620 Q160 620 170 560 L260 500 Z', c) +
    p('M430 200 H540 V490 Q540 580 460 620 L390 640 Q330 640 340 580 L430 520 Z', shade(c, -0.15)) +
    rect(260, 180, 110, 40, a) +
    rect(430, 200, 110, 40, a),
  // Home and furniture
  chair: (c, a) =>
    rect(280, 170, 240, 230, c, 24) +
    rect(260, 400, 280, 60, shade(c, -0.15), 14) +
    stroke('M290 460 L270 680M510 460 L530 680M300 400 V170', a, 18),
  lounge: (c, a) =>
    rect(230, 220, 340, 260, c, 90) +
    rect(220, 420, 360, 110, shade(c, -0.12), 40) +
    stroke('M270 530 L250 660M530 530 L550 660', a, 16),
  sofa: (c, a) =>
    rect(180, 250, 440, 200, c, 40) +
    rect(130, 330, 540, 180, shade(c, -0.12), 40) +
    rect(220, 380, 170, 70, shade(c, 0.12), 20) +
    rect(410, 380, 170, 70, shade(c, 0.12), 20) +
    stroke('M180 510 V580M620 510 V580', a, 18),
  table: (c, a) =>
    rect(150, 330, 500, 46, c, 12) +
    stroke('M200 376 L220 640M600 376 L580 640', a, 22) +
    stroke('M330 376 V600M470 376 V600', shade(a, 0.2), 14),
  bistro: (c, a) => ellipse(400, 300, 220, 60, c) + stroke('M400 330 V620', a, 26) + ellipse(400, 640, 130, 26, a),
  lamp: (c, a) =>
    p('M300 180 H500 L560 360 H240 Z', c) + stroke('M400 360 V620', a, 14) + ellipse(400, 640, 110, 28, a),
  shelf: (c, a) =>
    stroke('M230 140 V680M570 140 V680M230 240 H570M230 360 H570M230 480 H570M230 600 H570', c, 18) +
    rect(260, 180, 30, 60, a) +
    rect(300, 170, 30, 70, shade(a, 0.3)) +
    rect(420, 300, 90, 60, a, 6) +
    rect(270, 420, 40, 60, shade(a, 0.3)) +
    ellipse(470, 560, 40, 40, a),
  rug: (c, a) =>
    rect(190, 180, 420, 440, c, 10) +
    stroke('M230 220 H570 V580 H230 Z', a, 14) +
    p('M400 280 L490 400 L400 520 L310 400 Z', a) +
    stroke(
      'M210 620 V660M260 620 V660M310 620 V660M360 620 V660M410 620 V660M460 620 V660M510 620 V660M560 620 V660',
      a,
      6,
    ),
  // Electronics
  phone: (c, a) =>
    rect(290, 130, 220, 440, c, 36) + rect(306, 170, 188, 360, a, 10) + circle(400, 150, 7, shade(c, 0.4)),
  laptop: (c, a) =>
    rect(210, 190, 380, 260, c, 16) +
    rect(230, 210, 340, 220, a, 6) +
    p('M150 470 H650 L620 520 H180 Z', shade(c, 0.15)),
  tablet: (c, a) => rect(220, 150, 360, 470, c, 32) + rect(245, 185, 310, 400, a, 10),
  headphones: (c, a) =>
    stroke('M250 450 Q250 180 400 180 Q550 180 550 450', c, 34) +
    rect(200, 400, 110, 190, a, 40) +
    rect(490, 400, 110, 190, a, 40),
  earbuds: (c, a) => rect(250, 250, 300, 300, a, 80) + ellipse(330, 400, 48, 70, c) + ellipse(470, 400, 48, 70, c),
  speaker: (c, a) =>
    rect(280, 170, 240, 430, c, 110) +
    circle(400, 300, 60, a) +
    circle(400, 470, 80, a) +
    circle(400, 470, 30, shade(a, 0.3)),
  watch: (c, a) =>
    rect(335, 130, 130, 560, a, 40) + rect(290, 290, 220, 240, c, 50) + rect(315, 315, 170, 190, shade(c, -0.5), 36),
  camera: (c, a) =>
    rect(180, 280, 440, 290, c, 30) +
    rect(240, 240, 120, 50, c, 10) +
    circle(400, 425, 105, a) +
    circle(400, 425, 65, shade(a, -0.4)) +
    circle(550, 330, 14, a),
  // Grocery
  sack: (c, a) =>
    p('M300 240 Q260 420 280 650 H520 Q540 420 500 240 Z', c) +
    p('M300 240 Q400 170 500 240 L470 200 Q400 150 330 200 Z', shade(c, -0.15)) +
    rect(310, 400, 180, 140, a, 14) +
    stroke('M340 220 H460', a, 12),
  bottle: (c, a) =>
    rect(350, 140, 100, 60, a, 10) +
    p('M360 200 H440 L450 300 Q540 330 540 420 V650 H260 V420 Q260 330 350 300 Z', c) +
    rect(280, 440, 240, 140, a, 10),
  jar: (c, a) =>
    rect(290, 190, 220, 60, a, 14) + rect(260, 250, 280, 380, c, 50) + rect(280, 380, 240, 140, shade(a, 0.5), 10),
  tin: (c, a) =>
    ellipse(400, 230, 150, 40, shade(c, 0.2)) +
    rect(250, 230, 300, 380, c) +
    ellipse(400, 610, 150, 40, c) +
    rect(250, 330, 300, 170, a),
  teabox: (c, a) =>
    p('M240 260 L400 200 L560 260 V620 L400 680 L240 620 Z', c) +
    p('M400 320 L560 260 V620 L400 680 Z', shade(c, -0.15)) +
    circle(320, 440, 50, a),
  dates: (c, a) =>
    rect(200, 380, 400, 220, a, 20) +
    ellipse(300, 370, 60, 40, c) +
    ellipse(400, 350, 60, 40, shade(c, -0.1)) +
    ellipse(500, 370, 60, 40, c) +
    ellipse(350, 320, 60, 40, shade(c, 0.1)) +
    ellipse(450, 320, 60, 40, c),
  // Fruit and vegetables
  fruit: (c, a) =>
    circle(400, 430, 190, c) +
    ellipse(360, 360, 50, 30, shade(c, 0.35)) +
    stroke('M400 245 Q405 200 420 180', '#6b4f2a', 12) +
    p('M420 200 Q500 150 540 200 Q480 240 420 200 Z', a),
  mango: (c, a) =>
    p('M400 190 Q600 220 560 470 Q510 650 340 620 Q200 580 240 400 Q270 240 400 190 Z', c) +
    p('M400 195 Q460 130 530 160 Q470 210 400 195 Z', a),
  bananas: (c, a) =>
    stroke('M250 300 Q300 600 600 560', c, 70) +
    stroke('M300 260 Q380 540 640 480', shade(c, -0.08), 70) +
    stroke('M230 310 L250 250', a, 24),
  onion: (c, a) =>
    p('M400 200 Q420 280 520 330 Q620 420 540 560 Q400 660 260 560 Q180 420 280 330 Q380 280 400 200 Z', c) +
    stroke('M400 230 Q360 400 400 620M400 230 Q450 400 440 610', shade(c, 0.3), 6) +
    stroke('M380 620 L360 660M400 625 V670M420 620 L440 660', a, 6),
  potatoes: (c, a) =>
    ellipse(320, 480, 120, 90, c) +
    ellipse(480, 420, 120, 95, shade(c, -0.1)) +
    circle(300, 460, 8, a) +
    circle(500, 400, 8, a) +
    circle(460, 450, 6, a),
  chilli: (c, a) =>
    stroke('M220 300 Q300 600 610 560', c, 56) +
    stroke('M210 300 Q190 240 230 200', a, 18) +
    stroke('M300 260 Q380 520 650 470', shade(c, -0.1), 46) +
    stroke('M295 260 Q290 210 330 180', a, 16),
  greens: (c, a) =>
    p('M400 640 Q250 500 280 260 Q380 320 400 640 Z', c) +
    p('M400 640 Q560 480 520 240 Q420 330 400 640 Z', shade(c, -0.1)) +
    p('M400 640 Q380 400 400 180 Q440 400 400 640 Z', shade(c, 0.15)) +
    rect(370, 560, 60, 40, a, 8),
  carrots: (c, a) =>
    p('M260 260 L340 250 L420 640 Z', c) +
    p('M380 240 L460 240 L440 660 Z', shade(c, -0.1)) +
    stroke('M300 250 L270 170M420 240 L430 160M440 240 L490 170', a, 16),
  berries: (c, a) =>
    rect(220, 420, 360, 200, a, 24) +
    [300, 370, 440, 510, 335, 405, 475]
      .map((x, i) => circle(x, i < 4 ? 420 : 360, 42, shade(c, i % 2 ? -0.1 : 0)))
      .join(''),
  avocado: (c, a) =>
    p('M400 170 Q520 200 540 440 Q540 640 400 640 Q260 640 260 440 Q280 200 400 170 Z', c) +
    ellipse(400, 460, 110, 140, shade(a, 0.3)) +
    circle(400, 490, 62, '#7a4a22'),
  // Art, craft and photography
  vase: (c, a) =>
    p('M350 160 H450 Q450 240 520 320 Q600 440 520 620 H280 Q200 440 280 320 Q350 240 350 160 Z', c) +
    stroke('M260 420 Q400 470 540 420M250 500 Q400 550 550 500', a, 14),
  painting: (c, a) =>
    rect(170, 170, 460, 460, a, 6) +
    rect(210, 210, 380, 380, shade(c, 0.6)) +
    circle(480, 300, 45, c) +
    p('M210 590 L330 400 L420 520 L480 450 L590 590 Z', c),
  print: (c, a) =>
    rect(180, 200, 440, 400, '#fbfaf7', 4) +
    rect(220, 240, 360, 280, c) +
    p('M220 520 L320 380 L400 470 L470 390 L580 520 Z', a) +
    circle(500, 300, 30, shade(c, 0.6)),
  basket: (c, a) =>
    stroke('M270 380 Q400 120 530 380', a, 20) +
    p('M220 380 H580 L540 640 H260 Z', c) +
    stroke('M230 450 H570M245 520 H555M255 590 H545', shade(c, -0.2), 10),
  cushion: (c, a) =>
    p('M210 230 Q400 260 590 230 Q560 400 590 570 Q400 540 210 570 Q240 400 210 230 Z', c) +
    p('M400 310 L480 400 L400 490 L320 400 Z', a) +
    circle(400, 400, 20, shade(c, 0.5)),
  diya: (c, a) =>
    p('M230 470 Q400 640 570 470 Z', c) +
    p('M400 460 Q360 400 400 300 Q440 400 400 460 Z', a) +
    ellipse(400, 470, 170, 24, shade(c, -0.2)),
  candle: (c, a) =>
    rect(300, 330, 200, 300, c, 16) +
    ellipse(400, 330, 100, 24, shade(c, 0.2)) +
    stroke('M400 320 V290', '#333', 6) +
    p('M400 290 Q370 250 400 190 Q430 250 400 290 Z', a),
  // Beauty services
  scissors: (c, a) =>
    stroke('M300 560 L520 200M500 560 L280 200', c, 26) +
    stroke('M280 660 A60 60 0 1 1 280 540 A60 60 0 1 1 280 660', a, 22) +
    stroke('M520 660 A60 60 0 1 1 520 540 A60 60 0 1 1 520 660', a, 22),
  comb: (c, a) =>
    rect(200, 300, 400, 70, c, 16) +
    Array.from({ length: 12 }, (_, i) => rect(215 + i * 32, 360, 16, 150, c, 6)).join('') +
    stroke('M240 320 H560', a, 8),
  serum: (c, a) =>
    circle(400, 210, 50, a) +
    rect(375, 250, 50, 60, a) +
    rect(300, 300, 200, 330, c, 40) +
    rect(330, 420, 140, 120, shade(c, 0.5), 10),
  face: (c, a) =>
    circle(400, 400, 200, c) +
    circle(330, 380, 18, a) +
    circle(470, 380, 18, a) +
    stroke('M340 480 Q400 520 460 480', a, 12) +
    ellipse(300, 300, 50, 30, shade(c, 0.4)),
  brush: (c, a) =>
    p('M330 170 Q400 120 470 170 L450 360 H350 Z', a) +
    rect(350, 360, 100, 40, '#c9ced6') +
    p('M360 400 H440 L420 680 H380 Z', c),
  lipstick: (c, a) =>
    p('M350 220 L450 180 V380 H350 Z', a) + rect(330, 380, 140, 80, '#d4b062') + rect(320, 460, 160, 200, c, 12),
  // Homes
  house: (c, a) =>
    p('M180 400 L400 200 L620 400 Z', a) +
    rect(220, 400, 360, 260, c) +
    rect(360, 520, 80, 140, a) +
    rect(250, 450, 80, 70, '#e8f1fb') +
    rect(470, 450, 80, 70, '#e8f1fb'),
  tower: (c, a) =>
    rect(270, 120, 260, 560, c) +
    rect(250, 110, 300, 30, a) +
    Array.from({ length: 14 }, (_, i) =>
      rect(300 + (i % 2) * 120, 170 + Math.floor(i / 2) * 70, 80, 40, '#e8f1fb', 4),
    ).join(''),
  terrace: (c, a) =>
    [0, 1, 2]
      .map(
        (i) =>
          p(`M${180 + i * 150} 330 L${255 + i * 150} 250 L${330 + i * 150} 330 Z`, a) +
          rect(180 + i * 150, 330, 150, 330, i === 1 ? c : shade(c, -0.12)) +
          rect(230 + i * 150, 560, 50, 100, a) +
          rect(215 + i * 150, 390, 80, 70, '#e8f1fb'),
      )
      .join(''),
  flat: (c, a) =>
    rect(180, 300, 440, 360, c) +
    rect(160, 280, 480, 30, a) +
    rect(220, 360, 110, 90, '#e8f1fb') +
    rect(470, 360, 110, 90, '#e8f1fb') +
    rect(360, 520, 80, 140, a) +
    ellipse(250, 640, 80, 40, '#5d9b4a') +
    ellipse(560, 640, 80, 40, '#5d9b4a'),
} satisfies Record<string, Draw>;

/** The picture of a product as SVG text. */
export function drawPicture(look: PictureLook): string {
  const accent = look.accent ?? shade(look.colour, -0.35);
  const backdrop = shade(look.colour, 0.86);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${backdrop}"/>
<ellipse cx="400" cy="700" rx="270" ry="34" fill="#000" fill-opacity="0.08"/>
${SHAPES[look.shape](look.colour, accent)}
</svg>`;
}
