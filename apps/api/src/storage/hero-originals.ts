/**
 * Where the home page's hero pictures live and how they are named (modules/hero/hero-images.ts):
 * `DATA_DIR/uploads/hero/slide-<n>.jpg` (or .jpeg, .png, .webp), put there by the company. A backup
 * holds them and a restore accepts them by these names alone.
 */

/** The folder under the uploads root that holds the originals. */
export const HERO_FOLDER = 'hero'

/** `slide-2.jpg`: an original; the newest file wins when a slide has several (say .jpg and .png). */
export const HERO_ORIGINAL = /^slide-([1-9])\.(jpe?g|png|webp)$/i
