import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RegisterPanel } from '../components/register-panel.tsx';
import { followLoginRedirect } from '../session/follow-redirect.ts';
import '../components/auth.css';

/** /register (simple layout, 注册中心): register, then on to ?redirect= as after a login. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const redirect = params.get('redirect') ?? '';
  return (
    <section className="jk-auth-page">
      <div className="jk-auth-card">
        <h1 className="jk-auth-card-title">注册件库账号</h1>
        <RegisterPanel
          onLogin={() => navigate(`/login${search}`)}
          onSuccess={() => followLoginRedirect(redirect, navigate)}
        />
      </div>
    </section>
  );
}
