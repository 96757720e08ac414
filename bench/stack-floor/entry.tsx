// The fixed stack's runtime libraries, each used as the app uses it and nothing of the app itself: what any first
// route of this stack must download. Bundled by bench/stack-floor.ts.
import styled from '@emotion/styled';
import axios from 'axios';
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';

const Title = styled.h1`
  color: ${({ theme }) => (theme as { c?: string }).c ?? 'inherit'};
`;
const store = makeAutoObservable({ n: 0 });
const http = axios.create({ baseURL: '/wps' });
void i18next.use(initReactI18next).init({ lng: 'EN', resources: {} });

const Home = observer(function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Title onClick={() => void http.get('/x').then(() => navigate('/m/login'))}>
      {t('x')} {store.n} <Link to="/m/login">x</Link>
    </Title>
  );
});

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </BrowserRouter>,
);
