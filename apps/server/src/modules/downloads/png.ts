import { PNG } from 'pngjs';
import { type Rgb, RULE } from './brands';

// The Launch Kit's graphic images, drawn in the brand's colour: a product on its own, a group
// of products side by side, or a product in its setting (a house). Shapes are signed distance
// functions (negative inside), so that every edge is smoothed over one pixel.

export type ImageScene = 'product' | 'group' | 'application';

type Distance = (x: number, y: number) => number;
type Box = { left: number; top: number; right: number; bottom: number };

const WHITE: Rgb = [255, 255, 255];
const SIZES: Record<ImageScene, { width: number; height: number }> = {
  product: { width: 540, height: 540 },
  group: { width: 720, height: 450 },
  application: { width: 720, height: 450 },
};

const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  a.map((value, i) => Math.round(value * (1 - share) + (b[i] ?? 0) * share)) as Rgb;

/** Math.hypot, which is several times slower, would be paid for every pixel. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

const circle =
  (cx: number, cy: number, radius: number): Distance =>
  (x, y) =>
    length(x - cx, y - cy) - radius;

function roundedRect(left: number, top: number, width: number, height: number, radius: number) {
  const cx = left + width / 2;
  const cy = top + height / 2;
  const distance: Distance = (x, y) => {
    const dx = Math.abs(x - cx) - width / 2 + radius;
    const dy = Math.abs(y - cy) - height / 2 + radius;
    return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - radius;
  };
  return { distance, box: { left, top, right: left + width, bottom: top + height } };
}

/** A triangle's distance: the largest distance to the line of one of its sides (close enough to smooth an edge). */
function triangle(points: [number, number][]): { distance: Distance; box: Box } {
  const sides = points.map(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length] ?? [x0, y0];
    const side = length(x1 - x0, y1 - y0);
    return { x0, y0, nx: (y1 - y0) / side, ny: -(x1 - x0) / side };
  });
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    distance: (x, y) => {
      let distance = Number.NEGATIVE_INFINITY;
      for (const s of sides) distance = Math.max(distance, (x - s.x0) * s.nx + (y - s.y0) * s.ny);
      return distance;
    },
    box: {
      left: Math.min(...xs),
      top: Math.min(...ys),
      right: Math.max(...xs),
      bottom: Math.max(...ys),
    },
  };
}

class Canvas {
  readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  /** Top to bottom from one colour to another: each row is one colour, copied across. */
  gradient(top: Rgb, bottom: Rgb) {
    const { data } = this.png;
    const row = this.width * 4;
    for (let y = 0; y < this.height; y += 1) {
      this.set(0, y, mix(top, bottom, y / (this.height - 1)), 1);
      for (let copied = 4; copied < row; copied *= 2) {
        data.copyWithin(y * row + copied, y * row, y * row + Math.min(copied, row - copied));
      }
    }
  }

  /** Paints the colour inside the shape; `box` bounds where the shape can be. */
  fill({ distance, box }: { distance: Distance; box: Box }, colour: Rgb, opacity = 1) {
    const left = Math.max(0, Math.floor(box.left) - 1);
    const right = Math.min(this.width - 1, Math.ceil(box.right) + 1);
    const top = Math.max(0, Math.floor(box.top) - 1);
    const bottom = Math.min(this.height - 1, Math.ceil(box.bottom) + 1);
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) {
        const cover = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5)));
        if (cover > 0) this.set(x, y, colour, cover * opacity);
      }
    }
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb, opacity = 1) {
    const box = { left: cx - radius, top: cy - radius, right: cx + radius, bottom: cy + radius };
    this.fill({ distance: circle(cx, cy, radius), box }, colour, opacity);
  }

  private set(x: number, y: number, colour: Rgb, alpha: number) {
    const at = (y * this.width + x) * 4;
    const { data } = this.png;
    for (let i = 0; i < 3; i += 1) {
      data[at + i] = Math.round((data[at + i] ?? 0) * (1 - alpha) + (colour[i] ?? 0) * alpha);
    }
    data[at + 3] = 255;
  }
}

/** One device, centred at (cx, cy) with the given height; `shape` picks which. */
function device(canvas: Canvas, cx: number, cy: number, size: number, shape: number, colour: Rgb) {
  const shadowTop = cy + size * 0.55;
  canvas.fill(
    roundedRect(cx - size * 0.45, shadowTop, size * 0.9, size * 0.08, size * 0.04),
    RULE,
    0.6,
  );
  if (shape === 0) {
    // A round thermostat: a white body, a ring in the brand's colour, a dial.
    canvas.disc(cx, cy, size * 0.5, RULE);
    canvas.disc(cx, cy, size * 0.48, WHITE);
    canvas.disc(cx, cy, size * 0.36, colour);
    canvas.disc(cx, cy, size * 0.3, WHITE);
    canvas.disc(cx, cy, size * 0.06, colour);
  } else if (shape === 1) {
    // A panel or keypad: a landscape body with a screen and three keys.
    const width = size * 1.3;
    canvas.fill(roundedRect(cx - width / 2 - 3, cy - size / 2 - 3, width + 6, size + 6, 22), RULE);
    canvas.fill(roundedRect(cx - width / 2, cy - size / 2, width, size, 20), WHITE);
    canvas.fill(
      roundedRect(cx - width * 0.4, cy - size * 0.38, width * 0.8, size * 0.5, 10),
      colour,
    );
    for (const offset of [-1, 0, 1]) {
      canvas.disc(cx + offset * width * 0.2, cy + size * 0.3, size * 0.06, colour, 0.8);
    }
  } else {
    // A sensor: a slim upright body with a lens.
    const width = size * 0.5;
    canvas.fill(roundedRect(cx - width / 2 - 3, cy - size / 2 - 3, width + 6, size + 6, 18), RULE);
    canvas.fill(roundedRect(cx - width / 2, cy - size / 2, width, size, 16), WHITE);
    canvas.disc(cx, cy - size * 0.22, width * 0.28, colour);
    canvas.fill(roundedRect(cx - width * 0.2, cy + size * 0.2, width * 0.4, 8, 4), colour, 0.5);
  }
}

/** A house with a door, two windows and the device on its wall. */
function house(canvas: Canvas, colour: Rgb, shape: number) {
  const { width, height } = canvas;
  const ground = height * 0.82;
  canvas.fill(roundedRect(0, ground, width, height - ground, 0), mix(colour, WHITE, 0.75));
  const wall = roundedRect(width * 0.25, height * 0.4, width * 0.5, ground - height * 0.4, 0);
  canvas.fill(wall, WHITE);
  canvas.fill(
    triangle([
      [width * 0.2, height * 0.42],
      [width * 0.5, height * 0.12],
      [width * 0.8, height * 0.42],
    ]),
    colour,
  );
  canvas.fill(
    roundedRect(width * 0.44, ground - height * 0.24, width * 0.12, height * 0.24, 6),
    colour,
  );
  for (const left of [0.3, 0.6]) {
    canvas.fill(
      roundedRect(width * left, height * 0.5, width * 0.1, height * 0.1, 6),
      mix(colour, WHITE, 0.6),
    );
  }
  device(canvas, width * 0.36, height * 0.7, height * 0.09, shape, colour);
}

/** A PNG of the scene in the colour; `variant` (any whole number) picks the device shapes. */
export function renderImage(scene: ImageScene, colour: Rgb, variant: number): Buffer {
  const { width, height } = SIZES[scene];
  const canvas = new Canvas(width, height);
  canvas.gradient(mix(colour, WHITE, 0.88), WHITE);
  if (scene === 'product') {
    device(canvas, width / 2, height * 0.46, height * 0.42, variant % 3, colour);
  } else if (scene === 'group') {
    for (const [index, offset] of [-1, 0, 1].entries()) {
      device(
        canvas,
        width / 2 + offset * width * 0.3,
        height * 0.45,
        height * 0.34,
        (variant + index) % 3,
        colour,
      );
    }
  } else {
    house(canvas, colour, variant % 3);
  }
  // RGB without alpha; one fixed row filter instead of trying all five: far faster, as small.
  return PNG.sync.write(canvas.png, { colorType: 2, filterType: 1 });
}
