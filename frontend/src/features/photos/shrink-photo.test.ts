import { describe, expect, it } from 'vitest';
import { CENTRE_CROP, cropRect } from './shrink-photo';

describe('cropRect', () => {
  it('takes the largest centred rectangle of the frame shape', () => {
    // 4000×3000 into 2:1: the full width, 2000 tall, centred.
    expect(cropRect(4000, 3000, 2, CENTRE_CROP)).toEqual({ sx: 0, sy: 500, sw: 4000, sh: 2000 });
    // A tall picture into 2:1: the full width again.
    expect(cropRect(1000, 3000, 2, CENTRE_CROP)).toEqual({ sx: 0, sy: 1250, sw: 1000, sh: 500 });
  });

  it('zooms in around the chosen point and never leaves the picture', () => {
    expect(cropRect(4000, 3000, 2, { zoom: 2, x: 0, y: 0 })).toEqual({ sx: 0, sy: 0, sw: 2000, sh: 1000 });
    expect(cropRect(4000, 3000, 2, { zoom: 2, x: 1, y: 1 })).toEqual({ sx: 2000, sy: 2000, sw: 2000, sh: 1000 });
    expect(cropRect(4000, 3000, 2, { zoom: 2, x: 7, y: -3 })).toEqual({ sx: 2000, sy: 0, sw: 2000, sh: 1000 });
  });
});
