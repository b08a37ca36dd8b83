import { describe, expect, it } from 'vitest';
import { feedbackImageProblem, sniffFeedbackImage } from './feedback.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

describe('feedback images', () => {
  it('knows JPEG and PNG by their first bytes, not their names', () => {
    expect(sniffFeedbackImage(new Uint8Array(PNG))).toBe('png');
    expect(sniffFeedbackImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFeedbackImage(new Uint8Array(GIF))).toBeNull();
    expect(sniffFeedbackImage(new Uint8Array([]))).toBeNull();
  });
  it('refuses a sixth image, other types and oversize files before sending', () => {
    expect(feedbackImageProblem({ type: 'image/png', size: 1000 }, 4)).toBeNull();
    expect(feedbackImageProblem({ type: 'image/png', size: 1000 }, 5)).toMatch(/At most 5/);
    expect(feedbackImageProblem({ type: 'image/gif', size: 1000 }, 0)).toMatch(/JPEG and PNG/);
    expect(feedbackImageProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 }, 0)).toMatch(/5 MB/);
  });
});
