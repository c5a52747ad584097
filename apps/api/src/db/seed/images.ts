import sharp from 'sharp'

import { mix } from '../../lib/colors.js'

/**
 * Demo pictures drawn at seed time from SVG, so the repository ships no binary assets. Each is a
 * coloured background, a simple shape and the record's name. Text uses DejaVu or any sans-serif font
 * the machine has; without fonts librsvg draws no glyphs and the image is still valid.
 */

export type ProductShape = 'bottle' | 'jug' | 'spray' | 'gel' | 'pump' | 'tub' | 'pouch' | 'pack' | 'tool'

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`

/** Renders an SVG to PNG; fast zlib level because storeImage re-encodes it anyway. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}

export function productSvg(input: {
  name: string
  code: string
  capacity: string | null
  /** Category colour, for the background. */
  background: string
  /** The product's own colour (its first palette colour). */
  color: string
  shape: ProductShape
  /** 0 front, 1 back label, 2 trade carton: a second and third picture that differ from the first. */
  view: number
}): string {
  const bg =
    input.view === 1 ? mix(input.background, '#FFFFFF', 0.55) : mix(input.background, '#FFFFFF', 0.85)
  const caption = ['', 'Back label', 'Trade carton'][input.view] ?? ''
  const body =
    input.view === 2
      ? cartonShape(input.background, input.code)
      : productShape(input.shape, input.color, input.code)
  const lines = wrap(keepUnits(input.name), 26, 2)
  return svg(
    1000,
    1000,
    `<rect width="1000" height="1000" fill="${bg}"/>
    <circle cx="500" cy="470" r="330" fill="#FFFFFF" fill-opacity="0.55"/>
    ${body}
    ${input.capacity ? pill(820, 90, input.capacity, input.background) : ''}
    ${caption ? `<text x="80" y="110" ${FONT} font-size="36" fill="${mix(input.background, '#000000', 0.4)}">${escapeXml(caption)}</text>` : ''}
    ${textLines(lines, 500, 860, 52, 62, '#1F2933', 'bold')}`,
  )
}

/** Category, sub-category and blog pictures: a title on a coloured field. */
export function tileSvg(input: {
  title: string
  subtitle: string
  color: string
  width: number
  height: number
}): string {
  const { width: w, height: h } = input
  const lines = wrap(input.title, w > 1000 ? 26 : 20, 3)
  const size = w > 1000 ? 72 : 76
  const top = h / 2 - ((lines.length - 1) * size * 1.2) / 2
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${input.color}"/>
    <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.3}" fill="#FFFFFF" fill-opacity="0.12"/>
    <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#000000" fill-opacity="0.10"/>
    <rect x="${w / 2 - 60}" y="${top - size * 1.6}" width="120" height="10" rx="5" fill="#FFFFFF" fill-opacity="0.8"/>
    ${textLines(lines, w / 2, top, size, size * 1.2, '#FFFFFF', 'bold')}
    <text x="${w / 2}" y="${h - 90}" ${FONT} font-size="34" fill="#FFFFFF" fill-opacity="0.85" text-anchor="middle">${escapeXml(input.subtitle)}</text>`,
  )
}

export function bannerSvg(input: { title: string; location: string; dates: string; color: string }): string {
  const lines = wrap(input.title, 24, 2)
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="${input.color}"/>
    <rect x="0" y="560" width="1200" height="240" fill="#000000" fill-opacity="0.25"/>
    <circle cx="1050" cy="140" r="260" fill="#FFFFFF" fill-opacity="0.10"/>
    <text x="80" y="120" ${FONT} font-size="34" fill="#FFFFFF" fill-opacity="0.85">GWP AT THE SHOW</text>
    ${textLines(lines, 80, 280, 70, 86, '#FFFFFF', 'bold', 'start')}
    <text x="80" y="650" ${FONT} font-size="40" fill="#FFFFFF">${escapeXml(input.dates)}</text>
    <text x="80" y="715" ${FONT} font-size="30" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(input.location)}</text>`,
  )
}

export function logoSvg(input: { name: string; color: string }): string {
  const initials = input.name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
  const lines = wrap(input.name, 16, 2)
  return svg(
    800,
    400,
    `<rect width="800" height="400" fill="#FFFFFF"/>
    <circle cx="170" cy="200" r="110" fill="${input.color}"/>
    <text x="170" y="228" ${FONT} font-size="80" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(initials)}</text>
    ${textLines(lines, 320, lines.length > 1 ? 180 : 218, 50, 62, input.color, 'bold', 'start')}`,
  )
}

function productShape(shape: ProductShape, color: string, code: string): string {
  const fill = color
  const stroke = mix(color, '#000000', 0.35)
  const cap = mix(color, '#000000', 0.45)
  const s = `fill="${fill}" stroke="${stroke}" stroke-width="6"`
  const label = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#FFFFFF" stroke="${stroke}" stroke-width="3"/>
    <text x="${x + w / 2}" y="${y + h / 2 - 6}" ${FONT} font-size="34" font-weight="bold" fill="#1F2933" text-anchor="middle">GWP</text>
    <text x="${x + w / 2}" y="${y + h / 2 + 30}" ${FONT} font-size="22" fill="#52606D" text-anchor="middle">${escapeXml(code)}</text>`
  switch (shape) {
    case 'bottle':
      return `<rect x="440" y="200" width="120" height="60" rx="10" fill="${cap}"/>
        <path d="M455 255 H545 V300 Q620 320 620 380 V700 Q620 730 590 730 H410 Q380 730 380 700 V380 Q380 320 455 300 Z" ${s}/>
        ${label(405, 450, 190, 170)}`
    case 'jug':
      return `<rect x="375" y="250" width="90" height="60" rx="10" fill="${cap}"/>
        <path d="M560 352 V300 Q560 262 600 262 H630 Q670 262 670 300 V352" fill="none" stroke="${stroke}" stroke-width="26"/>
        <path d="M360 305 H480 V350 H680 Q700 350 700 380 V700 Q700 730 670 730 H330 Q300 730 300 700 V380 Q300 305 360 305 Z" ${s}/>
        ${label(390, 460, 220, 190)}`
    case 'spray':
      return `<path d="M430 250 H600 L640 300 H560 V340 H460 V300 H430 Z" fill="${cap}"/>
        <rect x="395" y="300" width="40" height="90" rx="10" fill="${cap}"/>
        <path d="M470 335 H530 V380 Q610 400 610 460 V700 Q610 730 580 730 H420 Q390 730 390 700 V460 Q390 400 470 380 Z" ${s}/>
        ${label(410, 500, 180, 160)}`
    case 'gel':
      return `<path d="M520 190 L600 230 L560 300 L500 270 Z" fill="${cap}"/>
        <path d="M470 260 L545 300 V360 Q620 380 620 440 V700 Q620 730 590 730 H410 Q380 730 380 700 V440 Q380 380 470 340 Z" ${s}/>
        ${label(405, 480, 190, 170)}`
    case 'pump':
      return `<rect x="440" y="250" width="150" height="34" rx="10" fill="${cap}"/>
        <rect x="480" y="280" width="40" height="110" fill="${cap}"/>
        <rect x="370" y="380" width="260" height="350" rx="60" ${s}/>
        ${label(410, 470, 180, 170)}`
    case 'tub':
      return `<rect x="300" y="430" width="400" height="60" rx="16" fill="${cap}"/>
        <path d="M320 490 H680 L650 730 H350 Z" ${s}/>
        ${label(405, 530, 190, 150)}`
    case 'pouch':
      return `<path d="M360 260 H640 L660 730 H340 Z" ${s}/>
        <rect x="470" y="230" width="60" height="50" rx="8" fill="${cap}"/>
        ${label(400, 420, 200, 180)}`
    case 'pack':
      return `<rect x="330" y="300" width="340" height="430" rx="18" ${s}/>
        <rect x="330" y="380" width="340" height="40" fill="${cap}" fill-opacity="0.6"/>
        ${label(400, 470, 200, 170)}`
    case 'tool':
      return `<rect x="488" y="150" width="24" height="470" rx="12" fill="${mix(color, '#000000', 0.2)}" stroke="${stroke}" stroke-width="4"/>
        <rect x="330" y="600" width="340" height="80" rx="20" ${s}/>
        <path d="M345 680 V745 M380 680 V745 M415 680 V745 M450 680 V745 M485 680 V745 M520 680 V745 M555 680 V745 M590 680 V745 M625 680 V745 M655 680 V745" stroke="${stroke}" stroke-width="10" stroke-linecap="round"/>
        ${label(700, 330, 180, 160)}`
  }
}

function cartonShape(color: string, code: string): string {
  const side = mix(color, '#8D6E63', 0.5)
  return `<path d="M250 360 L520 300 L760 360 L490 420 Z" fill="${mix(side, '#FFFFFF', 0.3)}"/>
    <path d="M250 360 L490 420 V740 L250 680 Z" fill="${side}"/>
    <path d="M490 420 L760 360 V680 L490 740 Z" fill="${mix(side, '#000000', 0.2)}"/>
    <text x="370" y="560" ${FONT} font-size="44" font-weight="bold" fill="#FFFFFF" text-anchor="middle">GWP</text>
    <text x="625" y="560" ${FONT} font-size="28" fill="#FFFFFF" text-anchor="middle">${escapeXml(code)}</text>`
}

function pill(cx: number, cy: number, text: string, color: string): string {
  const width = Math.max(140, text.length * 22 + 60)
  return `<rect x="${cx - width / 2}" y="${cy - 38}" width="${width}" height="76" rx="38" fill="${color}"/>
    <text x="${cx}" y="${cy + 13}" ${FONT} font-size="36" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(text)}</text>`
}

function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  color: string,
  weight: 'bold' | 'normal',
  anchor: 'middle' | 'start' = 'middle',
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('')
}

/** "Cleaner 5 L" must not break between 5 and L: a no-break space joins a quantity to its unit. */
function keepUnits(text: string): string {
  return text.replace(/(\d) (?=(L|ml|g|kg|Pack)\b)/g, '$1\u00A0')
}

/** Greedy word wrap into at most `maxLines` lines; the last line takes whatever is left. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  // Split on ordinary spaces only: \s would also split at the no-break spaces of keepUnits.
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > width && lines.length < maxLines - 1) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

/** Names such as "Kitchen & Dish" go inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )
}
