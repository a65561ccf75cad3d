// @ts-check
/**
 * A video of a QR code for Chromium's fake camera (--use-file-for-fake-video-capture): a Y4M file
 * (YUV 4:2:0) made at test time from the text, black modules on white with a quiet zone, the same
 * frame a few times (Chromium loops the file).
 */
const { writeFileSync } = require('node:fs');
const QRCode = require('qrcode');

/** @param {string} text @param {string} path @param {{ width?: number, height?: number, frames?: number }} [options] */
function writeQrVideo(text, path, options = {}) {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 10;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8; // 4 modules of quiet zone on each side
  const scale = Math.floor((Math.min(width, height) * 0.9) / cells);
  const left = Math.floor((width - cells * scale) / 2);
  const top = Math.floor((height - cells * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const offset = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(16, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

module.exports = { writeQrVideo };
