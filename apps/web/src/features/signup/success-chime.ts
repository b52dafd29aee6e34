type AudioContextClass = typeof AudioContext;

/**
 * A short, pleasant two-note chime (E5 then A5) made with the Web Audio API: no audio file.
 * Browsers may refuse sound without a recent user gesture; any failure is ignored.
 */
export function playSuccessChime(): void {
  try {
    const Context: AudioContextClass | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const start = context.currentTime + 0.05;
    const notes = [
      { frequency: 659.25, at: 0 },
      { frequency: 880, at: 0.16 },
    ];
    for (const note of notes) {
      const begin = start + note.at;
      const gain = context.createGain();
      gain.gain.setValueAtTime(0.0001, begin);
      gain.gain.exponentialRampToValueAtTime(0.16, begin + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, begin + 1.1);
      gain.connect(context.destination);
      // A sine with a quiet octave above it sounds like a soft bell.
      for (const [multiple, level] of [
        [1, 1],
        [2, 0.25],
      ] as const) {
        const oscillator = context.createOscillator();
        const partial = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.setValueAtTime(note.frequency * multiple, begin);
        partial.gain.value = level;
        oscillator.connect(partial).connect(gain);
        oscillator.start(begin);
        oscillator.stop(begin + 1.2);
      }
    }
    void context.resume().catch(() => undefined);
    window.setTimeout(() => void context.close().catch(() => undefined), 2000);
  } catch {
    // No sound: autoplay refused or no audio device. The page works the same.
  }
}
