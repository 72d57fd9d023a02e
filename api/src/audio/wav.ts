/**
 * A few seconds of a soft saxophone-like tone (fundamental plus odd harmonics), 8-bit mono WAV:
 * the demo tracks of the Listen page, and the audio the tests upload. `notes` are frequencies
 * in Hz, played one after another.
 */
export function toneWav(notes: number[], seconds = 4, rate = 11025): Buffer {
  const samples = Math.floor(seconds * rate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  const perNote = samples / notes.length;
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.floor(i / perNote)]!;
    const t = i / rate;
    const local = (i % perNote) / perNote;
    const envelope = Math.min(1, local * 20) * Math.min(1, (1 - local) * 8);
    const wave =
      Math.sin(2 * Math.PI * note * t) +
      0.4 * Math.sin(6 * Math.PI * note * t) +
      0.2 * Math.sin(10 * Math.PI * note * t);
    buffer.writeUInt8(Math.round(128 + 70 * envelope * (wave / 1.6)), 44 + i);
  }
  return buffer;
}
