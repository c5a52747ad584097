import { mix } from '../../lib/colors.js'
import {
  backdrop,
  BRAND,
  bubble,
  container,
  droplet,
  FONT,
  glow,
  H,
  idMaker,
  reflected,
  shadow,
  sparkle,
  svg,
  W,
} from './picture-pieces.js'

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

/**
 * The four scenes of the home page's default hero pictures, one per slide (docs/requirements/site.md#home).
 */
export const SCENES = [floorCare, kitchen, hygiene, facility] as const
