// Step 1 of self-registration: an enterprise account (user name, password, contact), passing
// the click captcha when the site asks for it; the new account is signed in at once.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { authMessages } from "@/i18n/auth";
import { format } from "@shared/i18n";
import { api, RequestError } from "@/lib/request";
import { rule, validate } from "@shared/validate";
import { openClickCaptcha } from "@/scripts/click-captcha";
import { $adminInfo, type AdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { consoleLang, t } from "@/i18n/console";
import { et } from "@/i18n/enterprise";
import type { EnterpriseTextKey } from "@/i18n/enterprise";

const RULES = {
  username: rule.string({ required: true, pattern: "account" }),
  password: rule.string({ required: true, pattern: "password", raw: true }),
  repeat: rule.string({ required: true, raw: true }),
  nickname: rule.string({ required: true, max: 50 }),
  mobile: rule.string({ required: true, pattern: "mobile" }),
};

const FIELDS: { name: keyof typeof RULES; label: EnterpriseTextKey; type: string; autocomplete: string }[] = [
  { name: "username", label: "username", type: "text", autocomplete: "username" },
  { name: "password", label: "password", type: "password", autocomplete: "new-password" },
  { name: "repeat", label: "passwordRepeat", type: "password", autocomplete: "new-password" },
  { name: "nickname", label: "contactName", type: "text", autocomplete: "name" },
  { name: "mobile", label: "mobile", type: "tel", autocomplete: "tel" },
];

export function AccountStep({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(RULES, values);
    const problems: Record<string, string> = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, format(t(e.key), e.params)]));
    if (!problems.repeat && values.repeat !== values.password) problems.repeat = et("passwordsDiffer");
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const info = await api<{ captcha: boolean }>({ url: `${adminBase()}/index/login` });
      let captcha = {};
      if (info.data.captcha) {
        const solved = await openClickCaptcha(authMessages[consoleLang()]);
        if (!solved) return;
        captcha = solved;
      }
      const { repeat: _repeat, ...data } = values;
      const res = await api<{ userInfo: Partial<AdminInfo> }>({ url: `${adminBase()}/enterprise.Registration/account`, method: "POST", data: { ...data, ...captcha }, showSuccessMessage: true });
      $adminInfo.set(res.data.userInfo);
      onCreated();
    } catch (error) {
      const fields = error instanceof RequestError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  const login = `${adminBase()}/newLogin?to=${encodeURIComponent(`${adminBase()}/enterprise/enterprise/register?active=2`)}`;
  return (
    <form noValidate onSubmit={submit} className="mx-auto grid max-w-md gap-4" aria-labelledby="account-title">
      <div>
        <h2 id="account-title" className="text-lg font-semibold">{et("accountTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{et("accountText")}</p>
      </div>
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-1.5">
          <label htmlFor={`account-${field.name}`} className="text-sm font-medium">
            {et(field.label)}
            <span className="ml-0.5 text-destructive" aria-hidden="true">*</span>
          </label>
          <Input
            id={`account-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autocomplete}
            value={values[field.name] ?? ""}
            aria-invalid={Boolean(errors[field.name]) || undefined}
            aria-describedby={errors[field.name] ? `account-${field.name}-error` : undefined}
            onChange={(e) => {
              setValues({ ...values, [field.name]: e.target.value });
              if (errors[field.name]) setErrors(({ [field.name]: _gone, ...rest }) => rest);
            }}
          />
          {errors[field.name] && (
            <p id={`account-${field.name}-error`} role="alert" className="text-xs text-destructive">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("saving") : et("createAccount")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {et("haveAccount")}
        <a href={login} className="ml-1 font-medium text-primary hover:underline">
          {et("signIn")}
        </a>
      </p>
    </form>
  );
}
