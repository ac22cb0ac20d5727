// The demo's sized pictures: a PNG of the size the path names, made once per path (the server answers the
// kitchen sink's 72 pictures as a host serves files, not by drawing each one again).
import { describe, expect, it } from 'vitest';
import { demoImage } from '../../../demo/server/images';

describe('demo images', () => {
  it('is a PNG of the size in the path', () => {
    const img = demoImage('/assets/demo-img/400x284/3.png')!;
    expect([...img.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([img.readUInt32BE(16), img.readUInt32BE(20)]).toEqual([400, 284]);
  });

  it('is made once per path: the second request gets the same bytes without drawing them again', () => {
    const first = demoImage('/assets/demo-img/1080x608/5.png');
    expect(demoImage('/assets/demo-img/1080x608/5.png')).toBe(first);
    expect(demoImage('/assets/demo-img/1080x608/6.png')).not.toBe(first);
  });

  it('answers nothing for other paths or absurd sizes', () => {
    expect(demoImage('/assets/demo-img/0x10/1.png')).toBeUndefined();
    expect(demoImage('/assets/demo-img/9999x10/1.png')).toBeUndefined();
    expect(demoImage('/assets/other.png')).toBeUndefined();
  });
});
