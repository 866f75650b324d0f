// Reads websocket frames (RFC 6455 §5.2) off a raw TCP stream after the HTTP upgrade, masked
// (client to server) or not, so the proxy can show what went over the wire and what a stall held.

export interface WireFrame {
  opcode: number;
  /** Text frames: the text; close frames: the reason. */
  text: string;
  /** Close frames: the close code. */
  code?: number;
  /** True when the proxy held the frame back instead of forwarding it. */
  held: boolean;
}

export const Opcode = { text: 1, close: 8 } as const;

const HEADER_END = Buffer.from('\r\n\r\n');

export class FrameReader {
  private buffer = Buffer.alloc(0);
  private upgraded = false;
  private readonly frames: WireFrame[];

  constructor(frames: WireFrame[]) {
    this.frames = frames;
  }

  push(chunk: Buffer, held: boolean): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (!this.upgraded) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) return;
      this.buffer = this.buffer.subarray(end + HEADER_END.length);
      this.upgraded = true;
    }
    for (let frame = this.next(held); frame; frame = this.next(held)) this.frames.push(frame);
  }

  private next(held: boolean): WireFrame | null {
    const buffer = this.buffer;
    if (buffer.length < 2) return null;
    const opcode = buffer[0]! & 0x0f;
    const masked = (buffer[1]! & 0x80) !== 0;
    let length = buffer[1]! & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buffer.length < 4) return null;
      length = buffer.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffer.length < 10) return null;
      length = Number(buffer.readBigUInt64BE(2));
      offset = 10;
    }
    const mask = masked ? buffer.subarray(offset, offset + 4) : null;
    if (mask) offset += 4;
    if (buffer.length < offset + length) return null;
    const payload = Buffer.from(buffer.subarray(offset, offset + length));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!;
    this.buffer = buffer.subarray(offset + length);
    if (opcode === Opcode.close && payload.length >= 2) {
      return { opcode, code: payload.readUInt16BE(0), text: payload.subarray(2).toString('utf8'), held };
    }
    return { opcode, text: opcode === Opcode.text ? payload.toString('utf8') : '', held };
  }
}
