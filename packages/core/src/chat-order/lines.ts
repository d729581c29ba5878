/**
 * A pasted message made plain: Windows line ends, emoji and chat furniture gone. Copied from WhatsApp a
 * line starts "[10:32 AM, 3/2/2025] Sumi Apu: "; from Messenger, "Sumi: " or a bare "Seen". The
 * seller's own lines ("You: …") are dropped.
 */
const WHATSAPP_STAMP = /^\[[^\]]{0,40}\]\s*/;
const SENDER = /^([^:\d]{1,30}):\s+/;
const FURNITURE = /^(seen|sent|delivered|active now|typing…?|you sent.*|you replied.*)$/i;
const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu;

export function chatLines(text: string): string[] {
  const raw = text.replace(/\r\n?/g, '\n').replace(EMOJI, ' ').split('\n');
  const stamped = raw.map((l) => l.trim().replace(WHATSAPP_STAMP, ''));
  // A sender is a prefix that starts two lines or more (a label such as "Name:" starts one).
  const counts = new Map<string, number>();
  for (const l of stamped) {
    const who = SENDER.exec(l)?.[1]?.trim().toLowerCase();
    if (who) counts.set(who, (counts.get(who) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const l of stamped) {
    const who = SENDER.exec(l)?.[1]?.trim().toLowerCase();
    if (who === 'you') continue;
    const line = who && (counts.get(who) ?? 0) >= 2 ? l.replace(SENDER, '') : l;
    if (line && !FURNITURE.test(line)) out.push(line);
  }
  return out;
}
