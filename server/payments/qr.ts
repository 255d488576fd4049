import { billPayment } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * PromptPay QR for an order: a Thai QR bill-payment (tag 30) EMVCo payload made by promptparse
 * (payload and CRC are the library's), drawn by `qrcode` and encoded as JPEG by `sharp`.
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

/**
 * The QR of `payload` as a base64 JPEG (no data: prefix): one grey byte a module, enlarged 8 times
 * without smoothing and encoded by sharp (libvips, in libuv's thread pool: the request's thread
 * stays free). A grayscale JPEG: a QR has no colour, and it is a third of the bytes.
 */
export async function qrJpegBase64(payload: string): Promise<string> {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = modules + QUIET_ZONE * 2;
  const grey = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.modules.get(row, col)) grey[(row + QUIET_ZONE) * side + col + QUIET_ZONE] = 0;
    }
  }
  const image = await sharp(grey, { raw: { width: side, height: side, channels: 1 } })
    .resize(side * SCALE, side * SCALE, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return image.toString('base64');
}
