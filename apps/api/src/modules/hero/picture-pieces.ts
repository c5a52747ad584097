import { mix } from '../../lib/colors.js'

/**
 * The pieces the home page's default hero pictures are drawn with (docs/requirements/site.md#home): studio
 * light, shadows, sparkles and the brand's containers with their labels. picture-scenes.ts lays them
 * out, one scene per slide.
 */

/** Width and height of every hero picture. */
export const W = 1600
export const H = 900
export const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`

export const BRAND = {
  600: '#0b63b6',
  700: '#094f91',
  800: '#0a3f72',
  900: '#0c2f52',
  green: '#16a34a',
}

/** Gradient and mask ids must be unique within one picture. */
export function idMaker() {
  let n = 0
  return (prefix: string) => `${prefix}${n++}`
}
type Ids = ReturnType<typeof idMaker>

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

export function shadow(ids: Ids, cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string {
  const id = ids('shadow')
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="${opacity}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`
}

/** A soft round light, for spotlights and glows. */
export function glow(ids: Ids, cx: number, cy: number, r: number, color: string, opacity: number): string {
  const id = ids('glow')
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`
}

export function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const k = r * 0.18
  return `<path d="M${x} ${y - r} C${x + k} ${y - k} ${x + k} ${y - k} ${x + r} ${y} C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + r} C${x - k} ${y + k} ${x - k} ${y + k} ${x - r} ${y} C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - r} Z" fill="#FFFFFF" fill-opacity="${opacity}"/>`
}

export function bubble(ids: Ids, x: number, y: number, r: number): string {
  const id = ids('bubble')
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0.65" stop-color="#FFFFFF" stop-opacity="0.04"/><stop offset="0.92" stop-color="#FFFFFF" stop-opacity="0.4"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.7"/></radialGradient></defs>
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>
    <ellipse cx="${x - r * 0.35}" cy="${y - r * 0.4}" rx="${r * 0.22}" ry="${r * 0.13}" transform="rotate(-35 ${x - r * 0.35} ${y - r * 0.4})" fill="#FFFFFF" fill-opacity="0.75"/>`
}

export function droplet(x: number, y: number, s: number, color = '#FFFFFF', opacity = 0.85): string {
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
export function container(
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
export function reflected(ids: Ids, content: string, base: number, depth: number, opacity: number): string {
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

export function backdrop(ids: Ids, inner: string, outer: string, cx: number, cy: number): string {
  const id = ids('backdrop')
  return `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${W * 0.75}">
      <stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/>
    </radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#${id})"/>`
}

export function svg(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`
}
