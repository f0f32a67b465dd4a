import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { otpQr } from './otpQr';

export function OtpQr({ uri, alt }: { uri: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void otpQr(uri).then((src) => live && setDrawn({ uri, src }));
    return () => {
      live = false;
    };
  }, [uri]);
  if (drawn?.uri !== uri) return <Spin />;
  return <img src={drawn.src} alt={alt} width={200} height={200} />;
}
