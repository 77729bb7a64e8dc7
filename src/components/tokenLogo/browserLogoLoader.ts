import { createLogoLoader, cssUrl, type LogoLoader } from './logoLoader';

/** The side of the bitmap a logo is drawn into: a 32 px logo on a 2× screen. */
const BITMAP_PX = 64;

/** Loads `url` into an image (with CORS when `anonymous`) and waits until it is decoded. */
async function decodedImage(url: string, anonymous: boolean): Promise<HTMLImageElement> {
  const image = new Image();
  if (anonymous) image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  return image;
}

/**
 * A logo as a small PNG: an SVG logo is a whole document that every paint of every row draws again,
 * and a large PNG is scaled at each paint; a 64 px bitmap is drawn as it is. A logo served without
 * CORS cannot be read back from a canvas: it is drawn from its own URL then.
 */
async function logoBitmap(url: string): Promise<string> {
  let image: HTMLImageElement;
  try {
    image = await decodedImage(url, true);
  } catch {
    await decodedImage(url, false);
    return url;
  }
  const canvas = document.createElement('canvas');
  canvas.width = BITMAP_PX;
  canvas.height = BITMAP_PX;
  const context = canvas.getContext('2d');
  if (!context) return url;
  context.drawImage(image, 0, 0, BITMAP_PX, BITMAP_PX);
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      resolve(null);
    }
  });
  if (!blob) return url;
  const bitmapUrl = URL.createObjectURL(blob);
  // Decoded before a row draws it, as the original was.
  await decodedImage(bitmapUrl, false);
  return bitmapUrl;
}

let logoSheet: CSSStyleSheet | null = null;
let logoClasses = 0;

/**
 * A class whose background is the image at `imageUrl`, in a stylesheet of the page's own: every row
 * showing that logo shares one decoded image, and a row scrolling in only adds a class (an <img>
 * per row asks the resource loader for its image in the frame that draws it).
 */
function backgroundClass(imageUrl: string): string {
  if (logoSheet === null) {
    logoSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, logoSheet];
  }
  const name = `token-logo--image-${(logoClasses += 1)}`;
  logoSheet.insertRule(`.${name}{background-image:${cssUrl(imageUrl)}}`);
  return name;
}

/** The browser's loader: logos drawn into bitmaps off the frames, in requestIdleCallback after a paint (a timer where there is none). */
export const browserLogoLoader: LogoLoader = createLogoLoader({
  async decode(url) {
    if (typeof HTMLImageElement.prototype.decode !== 'function' || typeof CSSStyleSheet.prototype.insertRule !== 'function')
      throw new Error('no image decoding here');
    return backgroundClass(await logoBitmap(url));
  },
  whenIdle(callback, timeoutMs) {
    if (typeof requestIdleCallback !== 'function' || typeof requestAnimationFrame !== 'function') {
      setTimeout(() => callback({ timeRemaining: () => 0, didTimeout: true }), 50);
      return;
    }
    // Idle time after the frame being drawn is painted, not the idle time before it: rows that want
    // logos are committed, then wait for their frame, and a load started in between delayed that
    // frame, its image tasks running ahead of the next (measured on /markets at 4× CPU: a sort's
    // rows painted ~60 ms after the click, and decoded SVG logos kept the thread 50 ms after that).
    requestAnimationFrame(() => setTimeout(() => requestIdleCallback(callback, { timeout: timeoutMs }), 0));
  },
  later(callback) {
    setTimeout(callback, 16);
  },
});
