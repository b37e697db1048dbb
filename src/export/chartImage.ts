import { DRAWN_ATTRIBUTE } from '../charts/CanvasTiles';

/** Styles a drawing takes from the page's style sheets, copied onto each element of the copy. */
const DRAWING_STYLES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

export interface ChartImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** The longest a copy waits for a tiled chart's last tiles (drawn one per task, well within a second). */
const TILES_WAIT_MS = 3000;

/** Resolves once every tile of a canvas drawing is drawn (CanvasTiles), or after `TILES_WAIT_MS`. */
function tilesDrawn(drawing: HTMLElement): Promise<void> {
  if (drawing.getAttribute(DRAWN_ATTRIBUTE) !== 'some') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (drawing.getAttribute(DRAWN_ATTRIBUTE) !== 'some') done();
    });
    const timer = setTimeout(done, TILES_WAIT_MS);
    observer.observe(drawing, { attributes: true, attributeFilter: [DRAWN_ATTRIBUTE] });
  });
}

/**
 * A chart painted on canvases (a long series of bars, in tiles), as one PNG on white at the canvases'
 * resolution, each canvas where it lies on the page.
 */
async function canvasImage(drawing: HTMLElement): Promise<ChartImage | null> {
  await tilesDrawn(drawing);
  const box = drawing.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const canvases = [...drawing.querySelectorAll('canvas')];
  const first = canvases[0];
  if (!width || !height || !first?.width) return null;
  const ratio = first.width / first.getBoundingClientRect().width;
  const flat = document.createElement('canvas');
  flat.width = Math.round(width * ratio);
  flat.height = Math.round(height * ratio);
  const context = flat.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  for (const canvas of canvases) {
    const at = canvas.getBoundingClientRect();
    context.drawImage(
      canvas,
      (at.left - box.left) * ratio,
      (at.top - box.top) * ratio,
      at.width * ratio,
      at.height * ratio,
    );
  }
  return { dataUrl: flat.toDataURL('image/png'), width, height };
}

/**
 * A chart drawn into a PNG. An SVG is copied with the styles it gets from the page written on each
 * element (a standalone SVG sees no style sheet), drawn on a canvas at `scale` times its size; canvases
 * are taken as they are.
 */
export async function chartImage(
  drawing: SVGSVGElement | HTMLElement,
  scale = 2,
): Promise<ChartImage | null> {
  if (!(drawing instanceof SVGSVGElement)) return canvasImage(drawing);
  const svg = drawing;
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width || Number(svg.getAttribute('width')) || 0);
  const height = Math.round(box.height || Number(svg.getAttribute('height')) || 0);
  if (!width || !height) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!(target instanceof SVGElement)) return;
    const computed = getComputedStyle(original);
    for (const property of DRAWING_STYLES) {
      const value = computed.getPropertyValue(property);
      if (value) target.style.setProperty(property, value);
    }
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const markup = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/png'), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}
