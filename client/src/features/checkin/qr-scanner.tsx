import jsQR from 'jsqr';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';

/** The browser's BarcodeDetector, where it has one (not part of TypeScript's DOM library yet). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** A QR decoder for video frames: BarcodeDetector where the browser has QR support, else jsQR (bundled). */
export async function createQrDecoder(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
    }
  }
  // a throw while reading the frame (a tainted canvas) is a rejection, as from BarcodeDetector
  return (video, canvas) => new Promise((resolve) => resolve(decodeWithJsQr(video, canvas)));
}

function decodeWithJsQr(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  if (video.videoWidth === 0) return null;
  // At most 640 px on the long side: enough for a QR code held at the camera, and fast.
  const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

export const CAMERA_REFUSED = 'The camera could not be started. Allow the camera for this site (phones need HTTPS), or type the code.';

/**
 * The camera view of the gate: reads QR codes from the back camera and hands each new one to
 * `onScan` (the same code again only after a pause, so one ticket held up is one scan).
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onScanRef = useRef(onScan);
  useLayoutEffect(() => {
    onScanRef.current = onScan;
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const stop = new AbortController();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    void (async () => {
      try {
        // navigator.mediaDevices exists only in a secure context (HTTPS or localhost)
        if (!('mediaDevices' in navigator)) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const video = videoRef.current;
        if (stop.signal.aborted || !video) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        const decode = await createQrDecoder();
        setStarting(false);
        const tick = async () => {
          const canvas = canvasRef.current;
          if (stop.signal.aborted || !canvas) return;
          const text = await decode(video, canvas).catch(() => null);
          const now = Date.now();
          if (text && (text !== last.text || now - last.at > 3000)) {
            last = { text, at: now };
            onScanRef.current(text);
          }
          timer = setTimeout(() => void tick(), 120);
        };
        void tick();
      } catch {
        if (!stop.signal.aborted) {
          setFailure(CAMERA_REFUSED);
          setStarting(false);
        }
      }
    })();
    return () => {
      stop.abort();
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="gate-camera">
      {failure ? (
        <Alert variant="warning" role="alert" className="mb-0">
          {failure}
        </Alert>
      ) : (
        <>
          {starting && <p role="status">Starting the camera…</p>}
          <video ref={videoRef} muted playsInline aria-label="Camera: hold the ticket's QR code in view" className="w-100 rounded border" />
        </>
      )}
      <canvas ref={canvasRef} hidden />
    </div>
  );
}
