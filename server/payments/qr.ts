import jpeg from 'jpeg-js';
import { billPayment } from 'promptparse/generate';
import QRCode from 'qrcode';

/**
 * PromptPay QR for an order: a Thai QR bill-payment (tag 30) EMVCo payload made by promptparse
 * (payload and CRC are the library's), drawn by `qrcode` and encoded as JPEG by `jpeg-js`.
 */
export function promptPayPayload(input: {
  billerId: string;
  amount: number;
  orderNo: string;
  paymentId: number;
}) {
  return billPayment({
    billerId: input.billerId,
    amount: Math.round(input.amount * 100) / 100,
    ref1: input.orderNo,
    ref2: String(input.paymentId),
  });
}

const SCALE = 8;
const QUIET_ZONE = 4;

/** The QR of `payload` as a base64 JPEG (no data: prefix). */
export function qrJpegBase64(payload: string): string {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = (modules + QUIET_ZONE * 2) * SCALE;
  const rgba = Buffer.alloc(side * side * 4, 0xff);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        const y = (row + QUIET_ZONE) * SCALE + dy;
        const start = (y * side + (col + QUIET_ZONE) * SCALE) * 4;
        for (let i = 0; i < SCALE * 4; i += 4) {
          rgba[start + i] = 0;
          rgba[start + i + 1] = 0;
          rgba[start + i + 2] = 0;
        }
      }
    }
  }
  const image = jpeg.encode({ data: rgba, width: side, height: side }, 90);
  return image.data.toString('base64');
}
