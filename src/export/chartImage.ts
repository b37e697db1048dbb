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

/** A chart painted on a canvas (a long series of bars), as a PNG on white at the canvas's resolution. */
function canvasImage(drawing: HTMLCanvasElement): ChartImage | null {
  const box = drawing.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  if (!width || !height || !drawing.width || !drawing.height) return null;
  const flat = document.createElement('canvas');
  flat.width = drawing.width;
  flat.height = drawing.height;
  const context = flat.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(drawing, 0, 0);
  return { dataUrl: flat.toDataURL('image/png'), width, height };
}

/**
 * A chart drawn into a PNG. An SVG is copied with the styles it gets from the page written on each
 * element (a standalone SVG sees no style sheet), drawn on a canvas at `scale` times its size; a canvas
 * is taken as it is.
 */
export async function chartImage(
  drawing: SVGSVGElement | HTMLCanvasElement,
  scale = 2,
): Promise<ChartImage | null> {
  if (drawing instanceof HTMLCanvasElement) return canvasImage(drawing);
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
