// Writes the new-order alert's chime (src/features/live-alerts/new-order-chime.wav): two bell-like
// notes and a rest, synthesised here so the console ships no recorded or licensed sound. It loops
// while the popup is open. Run: node apps/web/build/make-alert-sound.mjs
import { writeFileSync } from 'node:fs';

const RATE = 16_000;
const LENGTH_S = 1.6;
const notes = [
  { at: 0, hz: 1318.5, gain: 0.55 }, // E6
  { at: 0.22, hz: 987.8, gain: 0.6 }, // B5
];
const samples = new Int16Array(Math.round(RATE * LENGTH_S));
for (let i = 0; i < samples.length; i += 1) {
  const t = i / RATE;
  let value = 0;
  for (const note of notes) {
    const since = t - note.at;
    if (since < 0) continue;
    // A short attack (no click), then a bell's exponential decay; the octave partial gives it shine.
    const envelope = Math.min(1, since / 0.004) * Math.exp(-since * 5.5);
    value +=
      note.gain *
      envelope *
      (Math.sin(2 * Math.PI * note.hz * since) + 0.35 * Math.sin(2 * Math.PI * 2 * note.hz * since));
  }
  samples[i] = Math.round(Math.max(-1, Math.min(1, value * 0.7)) * 32_767);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.byteLength, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // bytes a second
header.writeUInt16LE(2, 32); // bytes a frame
header.writeUInt16LE(16, 34); // bits a sample
header.write('data', 36);
header.writeUInt32LE(samples.byteLength, 40);
const out = new URL('../src/features/live-alerts/new-order-chime.wav', import.meta.url);
writeFileSync(out, Buffer.concat([header, Buffer.from(samples.buffer)]));
console.log(`wrote ${out.pathname} (${44 + samples.byteLength} bytes)`);
