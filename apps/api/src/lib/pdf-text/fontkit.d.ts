// fontkit ships no types; script-fonts.ts needs only to open a font, which pdfkit then takes as it is.
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: unknown): unknown
  }
  export function create(buffer: Uint8Array): Font
}
