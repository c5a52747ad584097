import sharp from 'sharp'

import { mix } from './images.js'

/**
 * The home page's four default hero pictures (docs/requirements/site.md#home), drawn from SVG like the other
 * demo images so the repository ships no binary assets. Each is a studio-style scene of one slide's
 * subject in brand colours. The products stand right of centre: on wide screens the slide's text lies
 * over the left half, on phones the picture is cropped to its middle and sits under a darker overlay.
 * No words are drawn beyond the brand on labels: the slide's heading and description are page text.
 */

export const HERO_PICTURE_WIDTH = 1600
export const HERO_PICTURE_HEIGHT = 900

const W = HERO_PICTURE_WIDTH
const H = HERO_PICTURE_HEIGHT
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`

const BRAND = {
  600: '#0b63b6',
  700: '#094f91',
  800: '#0a3f72',
  900: '#0c2f52',
  green: '#16a34a',
}

/** Gradient and mask ids must be unique within one picture. */
function idMaker() {
  let n = 0
  return (prefix: string) => `${prefix}${n++}`
}
type Ids = ReturnType<typeof idMaker>

// --- small pieces -------------------------------------------------------------------------------

/** A cylinder-like horizontal shading for bottles and cans: dark rims, a bright stripe left of centre. */
function bodyGradient(ids: Ids, color: string): { id: string; def: string } {
  const id = ids('body')
  const def = `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${mix(color, '#000000', 0.45)}"/>
    <stop offset="0.16" stop-color="${color}"/>
    <stop offset="0.3" stop-color="${mix(color, '#FFFFFF', 0.45)}"/>
    <stop offset="0.42" stop-color="${color}"/>
    <stop offset="0.85" stop-color="${mix(color, '#000000', 0.25)}"/>
    <stop offset="1" stop-color="${mix(color, '#000000', 0.5)}"/>
  </linearGradient>`
  return { id, def }
}

function shadow(ids: Ids, cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string {
  const id = ids('shadow')
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="${opacity}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`
}

/** A soft round light, for spotlights and glows. */
function glow(ids: Ids, cx: number, cy: number, r: number, color: string, opacity: number): string {
  const id = ids('glow')
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`
}

function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const k = r * 0.18
  return `<path d="M${x} ${y - r} C${x + k} ${y - k} ${x + k} ${y - k} ${x + r} ${y} C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + r} C${x - k} ${y + k} ${x - k} ${y + k} ${x - r} ${y} C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - r} Z" fill="#FFFFFF" fill-opacity="${opacity}"/>`
}

function bubble(ids: Ids, x: number, y: number, r: number): string {
  const id = ids('bubble')
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0.65" stop-color="#FFFFFF" stop-opacity="0.04"/><stop offset="0.92" stop-color="#FFFFFF" stop-opacity="0.4"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.7"/></radialGradient></defs>
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>
    <ellipse cx="${x - r * 0.35}" cy="${y - r * 0.4}" rx="${r * 0.22}" ry="${r * 0.13}" transform="rotate(-35 ${x - r * 0.35} ${y - r * 0.4})" fill="#FFFFFF" fill-opacity="0.75"/>`
}

function droplet(x: number, y: number, s: number, color = '#FFFFFF', opacity = 0.85): string {
  return `<path d="M${x} ${y - 30 * s} C${x + 6 * s} ${y - 18 * s} ${x + 16 * s} ${y - 6 * s} ${x + 16 * s} ${y + 4 * s} A${16 * s} ${16 * s} 0 0 1 ${x - 16 * s} ${y + 4 * s} C${x - 16 * s} ${y - 6 * s} ${x - 6 * s} ${y - 18 * s} ${x} ${y - 30 * s} Z" fill="${color}" fill-opacity="${opacity}"/>
    <ellipse cx="${x - 6 * s}" cy="${y + 2 * s}" rx="${3.5 * s}" ry="${6 * s}" fill="#FFFFFF" fill-opacity="0.7"/>`
}

/** A product label: the brand and two lines of "small print", in the product's colour. */
function label(x: number, y: number, w: number, h: number, color: string, code: string): string {
  const cx = x + w / 2
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(14, w * 0.08)}" fill="#FFFFFF" fill-opacity="0.95"/>
    <rect x="${x}" y="${y + h * 0.72}" width="${w}" height="${h * 0.1}" fill="${color}" fill-opacity="0.85"/>
    <text x="${cx}" y="${y + h * 0.42}" ${FONT} font-size="${Math.round(w * 0.26)}" font-weight="bold" fill="${mix(color, '#000000', 0.35)}" text-anchor="middle">GWP</text>
    <text x="${cx}" y="${y + h * 0.62}" ${FONT} font-size="${Math.round(w * 0.1)}" fill="#52606D" text-anchor="middle">${code}</text>
    <rect x="${cx - w * 0.28}" y="${y + h * 0.88}" width="${w * 0.56}" height="${Math.max(3, h * 0.03)}" rx="2" fill="#9AA5B1"/>`
}

type Container = 'bottle' | 'jug' | 'spray' | 'pump' | 'angled' | 'jerrycan'

/**
 * A container standing with its base centred on (cx, base), `s` times its natural size (about 160 px
 * wide and 380 px high for a bottle). Its mirror image on a glossy floor is drawn by `reflected`.
 */
function container(
  ids: Ids,
  kind: Container,
  cx: number,
  base: number,
  s: number,
  color: string,
  code: string,
  /** The cap and label colour when the body is white (a jug of natural plastic). */
  accent = color,
) {
  const body = bodyGradient(ids, color)
  const cap = mix(accent, '#000000', 0.5)
  const capLight = mix(accent, '#000000', 0.25)
  const fill = `fill="url(#${body.id})"`
  const x = (v: number) => cx + v * s
  const y = (v: number) => base - v * s
  let shape: string
  switch (kind) {
    case 'bottle':
      shape = `<rect x="${x(-34)}" y="${y(410)}" width="${68 * s}" height="${52 * s}" rx="${8 * s}" fill="${cap}"/>
        <rect x="${x(-34)}" y="${y(410)}" width="${20 * s}" height="${52 * s}" rx="${6 * s}" fill="${capLight}"/>
        <path d="M${x(-30)} ${y(362)} H${x(30)} V${y(320)} Q${x(80)} ${y(300)} ${x(80)} ${y(250)} V${y(14)} Q${x(80)} ${y(0)} ${x(66)} ${y(0)} H${x(-66)} Q${x(-80)} ${y(0)} ${x(-80)} ${y(14)} V${y(250)} Q${x(-80)} ${y(300)} ${x(-30)} ${y(320)} Z" ${fill}/>
        ${label(x(-64), y(230), 128 * s, 150 * s, accent, code)}`
      break
    case 'jug':
      shape = `<rect x="${x(-104)}" y="${y(352)}" width="${62 * s}" height="${44 * s}" rx="${8 * s}" fill="${cap}"/>
        <path d="M${x(10)} ${y(300)} V${y(336)} Q${x(10)} ${y(372)} ${x(46)} ${y(372)} H${x(82)} Q${x(118)} ${y(372)} ${x(118)} ${y(336)} V${y(290)}" fill="none" stroke="${mix(color, '#000000', 0.2)}" stroke-width="${24 * s}"/>
        <path d="M${x(-110)} ${y(312)} H${x(-36)} V${y(292)} H${x(130)} Q${x(150)} ${y(292)} ${x(150)} ${y(266)} V${y(16)} Q${x(150)} ${y(0)} ${x(134)} ${y(0)} H${x(-134)} Q${x(-150)} ${y(0)} ${x(-150)} ${y(16)} V${y(266)} Q${x(-150)} ${y(312)} ${x(-110)} ${y(312)} Z" ${fill}/>
        ${label(x(-104), y(238), 208 * s, 170 * s, accent, code)}`
      break
    case 'spray':
      shape = `<path d="M${x(-44)} ${y(398)} H${x(60)} L${x(92)} ${y(364)} H${x(40)} V${y(336)} H${x(-44)} Z" fill="${cap}"/>
        <rect x="${x(-74)}" y="${y(392)}" width="${36 * s}" height="${16 * s}" rx="${4 * s}" fill="${capLight}"/>
        <path d="M${x(-30)} ${y(338)} Q${x(-62)} ${y(300)} ${x(-48)} ${y(262)}" fill="none" stroke="${cap}" stroke-width="${16 * s}" stroke-linecap="round"/>
        <path d="M${x(-26)} ${y(340)} H${x(26)} V${y(300)} Q${x(76)} ${y(280)} ${x(76)} ${y(226)} V${y(14)} Q${x(76)} ${y(0)} ${x(62)} ${y(0)} H${x(-62)} Q${x(-76)} ${y(0)} ${x(-76)} ${y(14)} V${y(226)} Q${x(-76)} ${y(280)} ${x(-26)} ${y(300)} Z" ${fill}/>
        ${label(x(-60), y(210), 120 * s, 140 * s, color, code)}`
      break
    case 'pump':
      shape = `<path d="M${x(-12)} ${y(300)} V${y(338)} H${x(-74)} Q${x(-92)} ${y(338)} ${x(-92)} ${y(320)}" fill="none" stroke="${cap}" stroke-width="${14 * s}" stroke-linecap="round"/>
        <rect x="${x(-36)}" y="${y(356)}" width="${72 * s}" height="${26 * s}" rx="${8 * s}" fill="${cap}"/>
        <rect x="${x(-26)}" y="${y(300)}" width="${52 * s}" height="${34 * s}" fill="${capLight}"/>
        <rect x="${x(-82)}" y="${y(268)}" width="${164 * s}" height="${268 * s}" rx="${46 * s}" ${fill}/>
        ${label(x(-62), y(210), 124 * s, 140 * s, color, code)}`
      break
    case 'angled':
      shape = `<path d="M${x(-20)} ${y(330)} L${x(-54)} ${y(398)} L${x(-34)} ${y(410)} L${x(6)} ${y(342)} Z" fill="${cap}"/>
        <path d="M${x(-24)} ${y(338)} H${x(28)} V${y(300)} Q${x(80)} ${y(286)} ${x(80)} ${y(236)} V${y(14)} Q${x(80)} ${y(0)} ${x(66)} ${y(0)} H${x(-66)} Q${x(-80)} ${y(0)} ${x(-80)} ${y(14)} V${y(236)} Q${x(-80)} ${y(286)} ${x(-24)} ${y(300)} Z" ${fill}/>
        ${label(x(-64), y(216), 128 * s, 146 * s, color, code)}`
      break
    case 'jerrycan':
      shape = `<rect x="${x(70)}" y="${y(402)}" width="${60 * s}" height="${34 * s}" rx="${8 * s}" fill="${cap}"/>
        <path d="M${x(-140)} ${y(370)} H${x(150)} Q${x(170)} ${y(370)} ${x(170)} ${y(350)} V${y(16)} Q${x(170)} ${y(0)} ${x(154)} ${y(0)} H${x(-154)} Q${x(-170)} ${y(0)} ${x(-170)} ${y(16)} V${y(340)} Q${x(-170)} ${y(370)} ${x(-140)} ${y(370)} Z" ${fill}/>
        <rect x="${x(-120)}" y="${y(352)}" width="${150 * s}" height="${30 * s}" rx="${15 * s}" fill="${mix(color, '#000000', 0.35)}"/>
        <path d="M${x(-150)} ${y(290)} H${x(150)} M${x(-150)} ${y(40)} H${x(150)}" stroke="${mix(color, '#000000', 0.3)}" stroke-width="${6 * s}" stroke-opacity="0.5"/>
        ${label(x(-110), y(250), 220 * s, 170 * s, color, code)}`
      break
  }
  return `<defs>${body.def}</defs><g>${shape}</g>`
}

/** The mirror image of `content` below `base`, fading out, as on a polished floor or counter. */
function reflected(ids: Ids, content: string, base: number, depth: number, opacity: number): string {
  const fade = ids('fade')
  const mask = ids('mask')
  return `<defs>
      <linearGradient id="${fade}" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#FFFFFF" stop-opacity="${opacity}"/>
        <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
      </linearGradient>
      <mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="${base}" width="${W}" height="${depth}">
        <rect x="0" y="${base}" width="${W}" height="${depth}" fill="url(#${fade})"/>
      </mask>
    </defs>
    <g mask="url(#${mask})"><g transform="translate(0 ${2 * base}) scale(1 -1)">${content}</g></g>`
}

function backdrop(ids: Ids, inner: string, outer: string, cx: number, cy: number): string {
  const id = ids('backdrop')
  return `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${W * 0.75}">
      <stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/>
    </radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#${id})"/>`
}

function svg(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`
}

// --- the four scenes ----------------------------------------------------------------------------

/** Slide 1, floor care: a polished tiled floor in a blue studio, a 5 L jug, a bottle and a mop. */
function floorCare(): string {
  const ids = idMaker()
  const floorTop = 610
  const floor = ids('floor')
  // Tile joints running towards a vanishing point above the products, and ever wider rows.
  const vx = 1120
  const joints = Array.from({ length: 23 }, (_, i) => {
    const bx = -1400 + i * 230
    return `<line x1="${vx + (bx - vx) * 0.08}" y1="${floorTop}" x2="${bx}" y2="${H}"/>`
  }).join('')
  const rows = [628, 652, 684, 726, 782, 856]
    .map((ry) => `<line x1="0" y1="${ry}" x2="${W}" y2="${ry}"/>`)
    .join('')
  const products =
    container(ids, 'jug', 1040, floorTop + 70, 1.05, '#F1F5F9', 'FLOOR 5 L', BRAND[600]) +
    container(ids, 'bottle', 1300, floorTop + 60, 0.95, '#0EA5E9', 'SHINE 1 L')
  const mop = `<g>
      <rect x="1436" y="150" width="18" height="540" rx="9" transform="rotate(8 1445 690)" fill="#CBD5E1"/>
      <rect x="1436" y="150" width="6" height="540" rx="3" transform="rotate(8 1445 690)" fill="#FFFFFF" fill-opacity="0.7"/>
      <path d="M1340 676 H1520 Q1540 676 1540 696 V706 H1320 V696 Q1320 676 1340 676 Z" fill="${BRAND.green}"/>
      ${Array.from({ length: 13 }, (_, i) => `<rect x="${1326 + i * 16}" y="704" width="11" height="${30 + ((i * 7) % 11)}" rx="5" fill="#E2E8F0"/>`).join('')}
    </g>`
  return svg(`
    ${backdrop(ids, '#1F7FD8', BRAND[900], 1150, 330)}
    ${glow(ids, 1150, 420, 520, '#9ED0FF', 0.35)}
    <rect x="0" y="${floorTop - 90}" width="${W}" height="90" fill="#FFFFFF" fill-opacity="0.04"/>
    <defs><linearGradient id="${floor}" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#2B6CB0"/><stop offset="1" stop-color="${BRAND[900]}"/>
    </linearGradient></defs>
    <rect x="0" y="${floorTop}" width="${W}" height="${H - floorTop}" fill="url(#${floor})"/>
    <g stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="2">${joints}${rows}</g>
    <rect x="0" y="${floorTop - 2}" width="${W}" height="4" fill="#FFFFFF" fill-opacity="0.25"/>
    ${glow(ids, 1180, 720, 420, '#FFFFFF', 0.22)}
    ${reflected(ids, products + mop, floorTop + 70, 260, 0.35)}
    ${shadow(ids, 1040, floorTop + 72, 190, 20)}
    ${shadow(ids, 1300, floorTop + 62, 110, 14)}
    ${mop}
    ${products}
    ${sparkle(880, 760, 26)}${sparkle(930, 812, 12, 0.7)}${sparkle(1520, 790, 22)}${sparkle(1240, 840, 16, 0.8)}
    ${sparkle(1450, 380, 18, 0.8)}${sparkle(860, 300, 14, 0.6)}
  `)
}

/** Slide 2, kitchen: a stone counter with a dishwashing liquid, a degreaser, clean plates and lemons. */
function kitchen(): string {
  const ids = idMaker()
  const counter = 640
  const stone = ids('stone')
  const tiles = Array.from({ length: 12 }, (_, row) =>
    Array.from({ length: 14 }, (_, col) => {
      const x = col * 124 - (row % 2) * 62
      return `<rect x="${x + 4}" y="${row * 58 + 4}" width="116" height="50" rx="6"/>`
    }).join(''),
  ).join('')
  const plates = [0, 1, 2, 3, 4]
    .map((i) => {
      const py = counter - 18 - i * 16
      return `<ellipse cx="760" cy="${py + 6}" rx="150" ry="30" fill="#CBD5E1"/><ellipse cx="760" cy="${py}" rx="150" ry="30" fill="#F8FAFC"/><ellipse cx="760" cy="${py}" rx="96" ry="18" fill="#E2E8F0"/>`
    })
    .join('')
  const lemon = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FACC15"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#FEF9C3"/>
    ${Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4
      return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * r * 0.8}" y2="${cy + Math.sin(a) * r * 0.8}" stroke="#FACC15" stroke-width="3"/>`
    }).join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#FACC15"/>`
  return svg(`
    ${backdrop(ids, '#14B8A6', '#064E3B', 1150, 300)}
    <g fill="#FFFFFF" fill-opacity="0.05">${tiles}</g>
    ${glow(ids, 1130, 380, 480, '#CCFBF1', 0.3)}
    <defs><linearGradient id="${stone}" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#F1F5F9"/><stop offset="1" stop-color="#94A3B8"/>
    </linearGradient></defs>
    <rect x="0" y="${counter}" width="${W}" height="46" fill="url(#${stone})"/>
    <rect x="0" y="${counter + 46}" width="${W}" height="${H - counter - 46}" fill="#0F3D36"/>
    <rect x="0" y="${counter + 46}" width="${W}" height="10" fill="#000000" fill-opacity="0.25"/>
    ${shadow(ids, 760, counter - 4, 190, 18, 0.35)}
    ${plates}
    ${sparkle(700, counter - 110, 18)}${sparkle(840, counter - 96, 10, 0.7)}
    ${shadow(ids, 1080, counter + 2, 120, 14)}
    ${container(ids, 'bottle', 1080, counter + 4, 1.02, '#22C55E', 'DISH 750 ml')}
    ${shadow(ids, 1330, counter + 2, 100, 12)}
    ${container(ids, 'spray', 1330, counter + 4, 1, '#F59E0B', 'DEGREASER')}
    ${lemon(1500, counter - 34, 40)}${lemon(1445, counter - 22, 28)}
    ${bubble(ids, 940, 250, 46)}${bubble(ids, 1010, 170, 24)}${bubble(ids, 1210, 150, 34)}${bubble(ids, 1470, 250, 52)}
    ${bubble(ids, 1400, 120, 20)}${bubble(ids, 870, 400, 22)}${bubble(ids, 640, 300, 30)}${bubble(ids, 1560, 420, 18)}
  `)
}

/** Slide 3, hygiene: a tiled bathroom wall, a disinfectant spray, a toilet cleaner, hand wash and a shield. */
function hygiene(): string {
  const ids = idMaker()
  const shelf = 650
  const grid = [
    ...Array.from({ length: 15 }, (_, i) => `<line x1="${i * 112}" y1="0" x2="${i * 112}" y2="${shelf}"/>`),
    ...Array.from(
      { length: 6 },
      (_, i) => `<line x1="0" y1="${i * 112 + 90}" x2="${W}" y2="${i * 112 + 90}"/>`,
    ),
  ].join('')
  const shield = ids('shield')
  const check = `<defs><linearGradient id="${shield}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#4ADE80"/><stop offset="1" stop-color="${BRAND.green}"/></linearGradient></defs>
    <g transform="translate(1500 200) scale(0.8)">
      <path d="M0 -96 L82 -64 V4 Q82 70 0 106 Q-82 70 -82 4 V-64 Z" fill="url(#${shield})"/>
      <path d="M0 -96 L82 -64 V4 Q82 70 0 106 Z" fill="#000000" fill-opacity="0.12"/>
      <path d="M-38 6 L-10 34 L42 -24" fill="none" stroke="#FFFFFF" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`
  return svg(`
    ${backdrop(ids, '#38BDF8', '#0C4A6E', 1120, 320)}
    <g stroke="#FFFFFF" stroke-opacity="0.13" stroke-width="3">${grid}</g>
    ${glow(ids, 1120, 400, 500, '#E0F2FE', 0.35)}
    <rect x="0" y="${shelf}" width="${W}" height="30" fill="#F8FAFC"/>
    <rect x="0" y="${shelf + 30}" width="${W}" height="12" fill="#94A3B8"/>
    <rect x="0" y="${shelf + 42}" width="${W}" height="${H - shelf - 42}" fill="#0B3A57"/>
    ${shadow(ids, 900, shelf + 6, 100, 12)}
    ${container(ids, 'pump', 900, shelf + 8, 0.95, '#A78BFA', 'HAND WASH')}
    ${shadow(ids, 1120, shelf + 6, 110, 14)}
    ${container(ids, 'angled', 1120, shelf + 8, 1.05, '#2563EB', 'WC GEL 1 L')}
    ${shadow(ids, 1330, shelf + 6, 100, 12)}
    ${container(ids, 'spray', 1330, shelf + 8, 1, '#06B6D4', 'DISINFECT')}
    ${check}
    ${droplet(1250, 170, 1.2)}${droplet(1560, 380, 0.9)}${droplet(820, 220, 0.8, '#FFFFFF', 0.6)}${droplet(1000, 120, 0.7, '#FFFFFF', 0.7)}
    ${sparkle(1010, 520, 16)}${sparkle(1540, 560, 20)}${sparkle(760, 420, 12, 0.6)}
  `)
}

/** Slide 4, whole-facility supply: a lit storeroom with shelves of GWP cartons, jerrycans and a checklist. */
function facility(): string {
  const ids = idMaker()
  const floorTop = 630
  const carton = (x: number, y: number, w: number, h: number) => {
    const tone = '#C8955C'
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${tone}"/>
      <rect x="${x}" y="${y}" width="${w}" height="${h * 0.16}" fill="${mix(tone, '#FFFFFF', 0.2)}"/>
      <rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h}" fill="${mix(tone, '#000000', 0.15)}"/>
      <rect x="${x + w * 0.08}" y="${y + h * 0.4}" width="${w * 0.36}" height="${h * 0.26}" rx="3" fill="#FFFFFF" fill-opacity="0.9"/>
      <text x="${x + w * 0.26}" y="${y + h * 0.58}" ${FONT} font-size="${Math.round(w * 0.11)}" font-weight="bold" fill="${BRAND[800]}" text-anchor="middle">GWP</text>`
  }
  const rack = (x: number, width: number) => {
    const levels = [230, 430, floorTop - 10]
    const posts = `<rect x="${x}" y="40" width="16" height="${floorTop - 40}" fill="#64748B"/><rect x="${x + width - 16}" y="40" width="16" height="${floorTop - 40}" fill="#64748B"/>`
    const beams = levels
      .map((ly) => `<rect x="${x}" y="${ly}" width="${width}" height="14" fill="#F97316"/>`)
      .join('')
    const boxes = [50, 230, 430]
      .map((top, level) => {
        const next = levels[level]!
        const h = Math.min(150, next - top - 20)
        return Array.from({ length: Math.floor((width - 40) / 130) }, (_, i) =>
          carton(x + 22 + i * 130, next - h, 120, h),
        ).join('')
      })
      .join('')
    return posts + boxes + beams
  }
  const clipboard = `<g transform="translate(0 -60) rotate(-8 760 640)">
      <rect x="640" y="470" width="240" height="310" rx="16" fill="#8B5E34"/>
      <rect x="660" y="500" width="200" height="264" rx="6" fill="#FFFFFF"/>
      <rect x="710" y="456" width="100" height="36" rx="10" fill="#94A3B8"/>
      ${[0, 1, 2, 3]
        .map(
          (
            i,
          ) => `<rect x="680" y="${530 + i * 56}" width="26" height="26" rx="5" fill="none" stroke="${BRAND[600]}" stroke-width="4"/>
        <path d="M684 ${544 + i * 56} l8 8 l16 -18" fill="none" stroke="${BRAND.green}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
        <rect x="720" y="${538 + i * 56}" width="${110 - (i % 2) * 30}" height="10" rx="5" fill="#CBD5E1"/>`,
        )
        .join('')}
    </g>`
  return svg(`
    ${backdrop(ids, '#4F46E5', '#1E1B4B', 1100, 260)}
    ${glow(ids, 1150, 300, 560, '#C7D2FE', 0.28)}
    <rect x="0" y="${floorTop}" width="${W}" height="${H - floorTop}" fill="#1E1B4B"/>
    <rect x="0" y="${floorTop}" width="${W}" height="6" fill="#FFFFFF" fill-opacity="0.15"/>
    ${rack(20, 560)}
    <rect x="0" y="0" width="620" height="${floorTop}" fill="#1E1B4B" fill-opacity="0.5"/>
    ${rack(940, 640)}
    ${shadow(ids, 1190, floorTop + 118, 360, 26)}
    ${container(ids, 'jerrycan', 1060, floorTop + 110, 0.78, BRAND[600], 'MULTI 20 L')}
    ${container(ids, 'jerrycan', 1330, floorTop + 120, 0.82, BRAND.green, 'SANITISER')}
    ${clipboard}
  `)
}

const SCENES = [floorCare, kitchen, hygiene, facility] as const

/** The default picture of slide `slide` (1 to 4) as SVG. */
export function heroPictureSvg(slide: number): string {
  const scene = SCENES[slide - 1]
  if (!scene) throw new Error(`No hero slide ${slide}`)
  return scene()
}

/** The default picture of slide `slide` as a JPEG, what a company would put there from a camera. */
export function renderHeroPicture(slide: number): Promise<Buffer> {
  return sharp(Buffer.from(heroPictureSvg(slide)))
    .jpeg({ quality: 88 })
    .toBuffer()
}
