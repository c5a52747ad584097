/** Blends two #RRGGBB colours; `amount` is the share of the second. */
export function mix(a: string, b: string, amount: number): string {
  const pa = parseHex(a)
  const pb = parseHex(b)
  const out = pa.map((v, i) => Math.round(v * (1 - amount) + pb[i]! * amount))
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
