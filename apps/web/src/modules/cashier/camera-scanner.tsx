import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's own barcode reader, where it has one (Chromium on Android, macOS, ChromeOS). */
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeReaderClass = new (options?: { formats?: string[] }) => BarcodeReader;

/**
 * Reads codes from the camera's stream until one is found: the browser's BarcodeDetector where it has one, else
 * ZXing's reader (loaded only then). Answers how to stop.
 */
async function readCodes(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;
  if (!Detector) {
    const { BrowserMultiFormatReader } = await import('@zxing/browser');
    const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(undefined, video, (result) => {
      if (result) onCode(result.getText());
    });
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  const detector = new Detector();
  let stopped = false;
  const look = async () => {
    if (stopped) return;
    const [found] = await detector.detect(video).catch(() => []);
    if (found) onCode(found.rawValue);
    else requestAnimationFrame(() => void look());
  };
  void look();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
  };
}

/** The camera as a barcode scanner (issue 19); without the camera API, the spec's message says so (spec 02 section 8). */
export function CameraScanner(props: { onCode(code: string): void; onClose(): void }) {
  const { onCode, onClose } = props;
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const supported = typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  useEffect(() => {
    if (!supported || !video.current) return;
    let stop = (): void => undefined;
    let done = false;
    readCodes(video.current, (code) => {
      if (done) return;
      done = true;
      stop();
      latest.current(code);
    }).then(
      (stopReading) => {
        stop = stopReading;
        if (done) stopReading();
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      done = true;
      stop();
    };
  }, [supported]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('cashier.camera')}</DialogTitle>
      <DialogContent>
        {supported ? (
          <Box component="video" ref={video} muted playsInline sx={{ width: '100%', borderRadius: 1, bgcolor: 'common.black' }} />
        ) : (
          <Alert severity="error" data-testid="cashier-camera-unsupported">
            {t('cashier.noMediaStream')}
          </Alert>
        )}
        {failure !== null && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cashier.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
