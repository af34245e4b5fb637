/**
 * Normalised text built as it streams in, so its length is known at every step and reading can
 * stop the moment it passes the limit. The rules are those unpdf applied to merged PDF text
 * (analyses of the same PDF stay the same): a run of spaces or tabs becomes one space, spaces
 * beside a line break are dropped, at most one blank line is kept, and the ends are trimmed.
 */
export class TextBuilder {
  private readonly chunks: string[] = [];
  private pendingSpace = false;
  private pendingBreaks = 0;
  length = 0;

  add(text: string): void {
    let out = '';
    for (const c of text) {
      if (c === '\n') {
        this.pendingBreaks += 1;
        this.pendingSpace = false;
      } else if (/\s/.test(c)) {
        if (this.pendingBreaks === 0) this.pendingSpace = true;
      } else {
        if (this.length + out.length > 0) {
          if (this.pendingBreaks > 0) out += this.pendingBreaks === 1 ? '\n' : '\n\n';
          else if (this.pendingSpace) out += ' ';
        }
        this.pendingBreaks = 0;
        this.pendingSpace = false;
        out += c;
      }
    }
    this.chunks.push(out);
    this.length += out.length;
  }

  toString(): string {
    return this.chunks.join('');
  }
}
