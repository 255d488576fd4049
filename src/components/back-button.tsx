import { useNavigate } from 'react-router-dom';
import { paths } from '../../contract/app-paths.ts';
import { th } from '../i18n/th.ts';
import { BackIcon } from './icons.tsx';

/** Goes back in history; opened directly (no history inside the app), it goes home. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home(), { replace: true });
  };
  return (
    <button type="button" className="sf-icon-button" aria-label={th.shell.back} onClick={goBack}>
      <BackIcon />
    </button>
  );
}
