// The admin's own profile (routine.AdminInfo): details, avatar and a new password (which needs
// the current one and ends the other logins).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { api, RequestError } from "@/lib/request";
import { validate, rule } from "@shared/validate";
import { ownProfileRules } from "@shared/contracts/admin";
import { $adminInfo } from "@/stores/admin-info";
import { useLoaded } from "../../components/use-loaded";
import { LoadFailedView, Spinner } from "../../components/views";
import { t, usePageText } from "@/i18n/console";
import { consoleUrl } from "../../router/location";
import { TextareaInput, TextInput } from "../../crud/inputs/basic";
import { UploadInput } from "../../crud/inputs/upload";
import type { PageProps } from "../page-props";

interface Info {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  last_login_time: string;
}

const { nickname, email, mobile, motto } = ownProfileRules;
const profileRules = { nickname, email, mobile, motto };
const passwordRules = {
  old_password: { ...ownProfileRules.old_password, required: true },
  password: { ...ownProfileRules.password, required: true },
  confirm: rule.string({ required: true, raw: true }),
};

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export default function ProfilePage(_props: PageProps) {
  const text = usePageText("routine.adminInfo");
  const { data: loaded, failed, reload } = useLoaded(() => api<{ info: Info }>({ url: consoleUrl("routine.AdminInfo/index") }).then((res) => res.data.info));
  const [edited, setInfo] = useState<Info>();
  const info = edited ?? loaded;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [password, setPassword] = useState({ old_password: "", password: "", confirm: "" });
  const [busy, setBusy] = useState(false);

  if (failed && !info) return <LoadFailedView onRetry={() => void reload()} />;
  if (!info) return <Spinner />;

  const send = async (data: Record<string, unknown>) => {
    setBusy(true);
    try {
      await api({ url: consoleUrl("routine.AdminInfo/edit"), method: "POST", data, showSuccessMessage: true });
      return true;
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    const { nickname, email, mobile, motto, avatar } = info;
    const checked = validate(profileRules, { nickname, email, mobile, motto });
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, t(e.key, e.params)])));
      return;
    }
    setErrors({});
    if (await send({ nickname, email, mobile, motto, avatar })) $adminInfo.set({ ...$adminInfo.get(), nickname, avatar });
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(passwordRules, password);
    const problems: Record<string, string> = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, t(e.key, e.params)]));
    if (!problems.confirm && password.password !== password.confirm) problems.confirm = text("passwordsDiffer");
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setErrors({});
    if (await send({ old_password: password.old_password, password: password.password })) setPassword({ old_password: "", password: "", confirm: "" });
  };

  const input = (key: keyof Info, type: "text" | "email" = "text") => (
    <TextInput id={`profile-${key}`} type={type} value={info[key]} invalid={Boolean(errors[key])} describedBy={errors[key] ? `profile-${key}-error` : undefined} onChange={(v) => setInfo({ ...info, [key]: String(v) })} />
  );

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form noValidate onSubmit={saveProfile} className="space-y-4 rounded-xl border bg-background p-5 shadow-sm">
        <h2 className="text-lg font-semibold">{text("details")}</h2>
        <div className="flex items-center gap-4">
          {info.avatar ? <img src={info.avatar} alt="" className="size-16 rounded-full border object-cover" /> : <div className="size-16 rounded-full bg-muted" />}
          <div>
            <p className="font-medium">{info.username}</p>
            <p className="text-xs text-muted-foreground">
              {text("lastLogin")}: {info.last_login_time || "—"}
            </p>
          </div>
        </div>
        <Field id="profile-avatar" label={text("avatar")}>
          <UploadInput id="profile-avatar" kind="image" value={info.avatar} onChange={(v) => setInfo({ ...info, avatar: String(v ?? "") })} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="profile-nickname" label={text("nickname")} error={errors.nickname}>
            {input("nickname")}
          </Field>
          <Field id="profile-email" label={text("email")} error={errors.email}>
            {input("email", "email")}
          </Field>
          <Field id="profile-mobile" label={text("mobile")} error={errors.mobile}>
            {input("mobile")}
          </Field>
        </div>
        <Field id="profile-motto" label={text("motto")} error={errors.motto}>
          <TextareaInput id="profile-motto" value={info.motto} onChange={(v) => setInfo({ ...info, motto: String(v) })} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {t("save")}
          </Button>
        </div>
      </form>
      <form noValidate onSubmit={savePassword} className="space-y-4 self-start rounded-xl border bg-background p-5 shadow-sm">
        <h2 className="text-lg font-semibold">{text("changePassword")}</h2>
        {(["old_password", "password", "confirm"] as const).map((key) => (
          <Field key={key} id={`profile-${key}`} label={text(key)} error={errors[key]}>
            <TextInput id={`profile-${key}`} type="password" value={password[key]} invalid={Boolean(errors[key])} onChange={(v) => setPassword({ ...password, [key]: String(v) })} />
          </Field>
        ))}
        <p className="text-xs text-muted-foreground">{text("passwordHint")}</p>
        <div className="flex justify-end">
          <Button type="submit" variant="outline" disabled={busy}>
            {text("changePassword")}
          </Button>
        </div>
      </form>
    </div>
  );
}
