/**
 * The door's camera scanner: the back camera's frames are drawn to a canvas and decoded, with the browser's own
 * BarcodeDetector where it has one that reads QR codes, else with jsQR (loaded from our own files on this screen
 * only, the first time it is needed). Nothing is downloaded from elsewhere at run time.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

type Decode = (canvas: HTMLCanvasElement, context: CanvasRenderingContext2D) => Promise<string | null>;

/** The longer side of the frame decoded: enough for a code held up to the phone, quick to decode on a slow phone. */
const FRAME_MAX = 640;
/** Time between two decoded frames. */
const FRAME_INTERVAL_MS = 100;

async function decoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null;
      }
    } catch {
      // A detector that fails to start: the fallback reads the same frames.
    }
  }
  const { default: jsQR } = await import('jsqr');
  return async (canvas, context) => {
    const { width, height } = canvas;
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** Why the camera could not start: none, or the person (or the browser) said no. */
export class CameraUnavailableError extends Error {}

/**
 * Starts the back camera into `video` and calls `onCode` with the text of each QR code seen (every frame it is in
 * view: the caller ignores repeats). Resolves with the function that stops the camera.
 */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailableError('no camera');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    throw new CameraUnavailableError(String(error));
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    const decode = await decoder();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new CameraUnavailableError('no canvas');
    const tick = async () => {
      if (stopped) return;
      const { videoWidth, videoHeight } = video;
      if (videoWidth > 0 && videoHeight > 0) {
        const scale = Math.min(1, FRAME_MAX / Math.max(videoWidth, videoHeight));
        canvas.width = Math.round(videoWidth * scale);
        canvas.height = Math.round(videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        try {
          const text = await decode(canvas, context);
          if (text && !stopped) onCode(text);
        } catch {
          // One frame that could not be read: the next one may.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  } catch (error) {
    stop();
    throw error instanceof CameraUnavailableError ? error : new CameraUnavailableError(String(error));
  }
  return stop;
}
