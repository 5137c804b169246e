#!/usr/bin/env python3
"""Generate the Tongluo Pharmacy migration-experience test library.

Writes experiences.jsonl and queries.jsonl (formats.md §1 and §3) next to this
file. Deterministic: no clock, no randomness, standard library only.
"""
import fnmatch
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

MALL = "tongluo-mall"
ADMIN = "tongluo-store-admin"
ALL = "*"

# branch sets
MB = ["main", "release/*", "feat/*"]          # mall branches that carry the React app
HF = ["hotfix/*"]                               # mall hotfix line, Vant 2 only
AB = ["main", "release/*", "feat/*"]          # admin branches on antd 5 / React 18
LP = ["legacy-pos"]                             # admin POS branch pinned to antd 4 / React 17
ANY = ["*"]

# common applies_to ranges
M_REACT = {"react": ">=18 <19", "antd-mobile": ">=5 <6"}
M_NEXT = {"next": ">=14 <15", "react": ">=18 <19"}
A5 = {"react": ">=18 <19", "antd": ">=5 <6"}
A4 = {"react": "^17", "antd": "^4"}


# --------------------------------------------------------------------------
# tiny semver range check (subset of node-semver: ^ ~ >= > <= < = x-ranges, ||)
# --------------------------------------------------------------------------
def parse_version(v):
    m = re.match(r"^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$", v.strip())
    if not m:
        raise ValueError("bad version %r" % v)
    return tuple(int(x) if x is not None else 0 for x in m.groups())


def _partial(v):
    v = v.strip().lstrip("v")
    parts = v.split(".")
    nums = []
    for p in parts[:3]:
        p = re.sub(r"[-+].*$", "", p)
        if p in ("x", "X", "*", ""):
            break
        nums.append(int(p))
    return nums


def _comparators(tok):
    """Turn one range token into a list of (op, version-tuple)."""
    tok = tok.strip()
    if tok in ("", "*", "x", "X"):
        return []
    m = re.match(r"^(\^|~|>=|<=|>|<|=)?\s*(.+)$", tok)
    op, ver = m.group(1) or "", m.group(2)
    nums = _partial(ver)
    n = len(nums)
    full = tuple(nums + [0] * (3 - n))
    if op == "^":
        if n == 0:
            return []
        if full[0] > 0 or n == 1:
            upper = (full[0] + 1, 0, 0)
        elif full[1] > 0 or n == 2:
            upper = (0, full[1] + 1, 0)
        else:
            upper = (0, 0, full[2] + 1)
        return [(">=", full), ("<", upper)]
    if op == "~":
        if n == 0:
            return []
        if n == 1:
            return [(">=", full), ("<", (full[0] + 1, 0, 0))]
        return [(">=", full), ("<", (full[0], full[1] + 1, 0))]
    if op in (">=", ">", "<=", "<"):
        if op == ">" and n < 3:          # >1.2 means >=1.3.0
            full = (full[0] + 1, 0, 0) if n == 1 else (full[0], full[1] + 1, 0)
            op = ">="
        if op == "<=" and n < 3:         # <=1.2 means <1.3.0
            full = (full[0] + 1, 0, 0) if n == 1 else (full[0], full[1] + 1, 0)
            op = "<"
        return [(op, full)]
    # bare or "=" version: x-range when partial
    if n == 3:
        return [("=", full)]
    if n == 0:
        return []
    upper = (full[0] + 1, 0, 0) if n == 1 else (full[0], full[1] + 1, 0)
    return [(">=", full), ("<", upper)]


def satisfies(version, rng):
    v = parse_version(version)
    for alt in rng.split("||"):
        alt = alt.strip()
        alt = re.sub(r"(\^|~|>=|<=|>|<|=)\s+", r"\1", alt)
        comps = []
        for tok in alt.split():
            comps.extend(_comparators(tok))
        ok = True
        for op, ref in comps:
            if op == ">=" and not v >= ref: ok = False
            elif op == ">" and not v > ref: ok = False
            elif op == "<=" and not v <= ref: ok = False
            elif op == "<" and not v < ref: ok = False
            elif op == "=" and not v == ref: ok = False
        if ok:
            return True
    return False


def eligible(entry, ctx):
    if entry["project"] not in (ctx["project"], "*"):
        return False
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in entry.get("branches", ["*"])):
        return False
    stack = ctx["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack or not satisfies(stack[pkg], rng):
            return False
    return True


def decide(labels, entries_by_id, ctx):
    inject = ref = False
    for eid, lab in labels.items():
        e = entries_by_id[eid]
        if e["status"] == "deprecated" or not eligible(e, ctx):
            continue
        if lab == "reusable":
            if e["status"] == "verified":
                inject = True
            else:
                ref = True
        elif lab == "reference_only":
            ref = True
    return "inject" if inject else ("reference" if ref else "abstain")


ENTRIES = []


def E(n, title, body, project, asset_type, status, assets=None, branches=None,
      applies_to=None, conditions=None, counter=None, source=None, updated=None):
    e = {"id": "exp-tl-%04d" % n, "title": title, "body": body.strip(),
         "project": project, "branches": list(branches or ANY),
         "applies_to": dict(applies_to or {}), "asset_type": asset_type}
    if assets:
        e["assets"] = list(assets)
    e["status"] = status
    if conditions:
        e["conditions"] = conditions
    if counter:
        e["counter_conditions"] = counter
    if source:
        e["source"] = source
    if updated:
        e["updated_at"] = updated
    ENTRIES.append(e)

# ==========================================================================
# tongluo-mall: Nuxt 2.15 + Vue 2.7 + Vant 2 + Vuex 3 -> Next 14 + React 18 +
# antd-mobile 5 + Redux Toolkit 2
# ==========================================================================

E(1, "RxUploader 迁移复盘：弱网下处方图片上传的重试与断点续传",
r"""
## 背景
RxUploader 是商城「拍方购药」流程里的处方上传组件，Vue 版基于 Vant 2 的 `van-uploader`，`after-read` 里直接调 `/api/rx/oss-sign` 拿签名再 PUT 到 OSS。迁移到 React 后底层换成 antd-mobile 5 的 `ImageUploader`。上线灰度第一周，县城门店周边（4G 信号差）的处方上传失败率从 1.8% 涨到 6.4%，审方药师那边收到大量「处方图片缺失」的订单。

## 根因
1. Vue 版其实有一段隐藏的重试：`after-read` 失败时 Vant 会把 file.status 置为 `failed`，我们在 `@click-preview` 里加了「点一下重传」。React 版 ImageUploader 的 `upload` 返回 rejected promise 后只显示失败态，**没有内置重试**，用户只能删除重拍。
2. 新代码把 OSS 签名和上传放在同一个 promise 里，签名接口 1s 超时后整个失败，没有区分「签名失败」和「PUT 失败」。
3. 2MB 以上的原图在弱网下单次 PUT 经常超过 15s 网关超时。

## 方案
`upload` 里包一层带退避的重试，只重试网络类错误；签名单独缓存（STS 有效期内复用）；大于 1.5MB 的图先压缩（见压缩那条经验），仍大于 1MB 的走 OSS 分片上传（`multipartUpload`，partSize 256KB），失败时用 checkpoint 续传。

```tsx
// components/rx/RxUploader.tsx
'use client';
const RETRYABLE = (e: any) =>
  e?.name === 'TypeError' /* fetch network error */ ||
  e?.status === 0 || e?.status === 502 || e?.status === 504;

async function withRetry<T>(fn: () => Promise<T>, max = 3): Promise<T> {
  let lastErr: unknown;
  for (let i = 0; i <= max; i++) {
    try { return await fn(); } catch (e) {
      lastErr = e;
      if (!RETRYABLE(e) || i === max) break;
      await new Promise(r => setTimeout(r, 800 * 2 ** i + Math.random() * 300));
    }
  }
  throw lastErr;
}

const upload = async (file: File): Promise<ImageUploadItem> => {
  const sts = await getSts();            // 内存缓存，过期前 60s 刷新
  const key = `rx/${orderDraftId}/${crypto.randomUUID()}.jpg`;
  const blob = await compressIfNeeded(file);
  await withRetry(() => putToOss(sts, key, blob, { checkpoint: cpStore.get(key) }));
  return { url: ossPublicUrl(key), key } as ImageUploadItem;
};
```

失败态的「点击重传」用 ImageUploader 的自定义 `renderItem` 实现，失败项保留本地 blob，点击后重新进入 `withRetry`，不要让用户重新拍照。

## 结果
灰度第二周失败率降到 1.1%，比 Vue 版还低。平均重试次数 0.3。

## 注意
- 403（STS 过期 / 签名错误）绝对不要重试：先刷新 STS 再上传一次，否则会连续打 4 次 403 被 OSS 风控。
- 重试期间禁用「提交需求单」按钮，`onChange` 里只把 status=done 的项写进表单值。
- 重试次数和耗时要上报埋点 `rx_upload_retry`，审方侧据此判断是不是门店网络问题。
""",
MALL, "component", "verified", assets=["RxUploader"], branches=MB,
applies_to={"react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="React 版 RxUploader（antd-mobile 5 ImageUploader 作底层）在弱网/大图场景下的上传失败；错误为网络类（fetch TypeError、status 0/502/504）。",
counter="HTTP 403（STS 过期、签名不匹配）不要重试，应先刷新 STS；不适用于只读的 RxUploadPreview（它不上传）；不适用于 hotfix/* 上仍为 Vant 2 的旧版 RxUploader（见 Vant 2 热修那条）。",
source="PR tongluo-mall!1842; Confluence 前端迁移/RxUploader 复盘 2024-04", updated="2024-04-22")

E(2, "RxUploader: image compression and the EXIF double-rotation bug",
r"""
Vendor note (week 16). When porting RxUploader we copied the old `lrz` + `exif-js` pipeline: read the EXIF Orientation tag, rotate the canvas manually, then `canvas.toBlob(..., 'image/jpeg', 0.8)`.

Problem: since Chrome 81 and iOS Safari 13.4 the browser already applies EXIF orientation when decoding an image (`image-orientation: from-image` is the default), so `drawImage` receives an already-upright bitmap. Our manual rotation rotated it a second time. Pharmacists saw prescriptions lying sideways or upside down, mostly from iPhone portrait photos. Vue 2 code on old WebViews never showed this because those WebViews did not auto-rotate.

Fix that is now in main:

```ts
// lib/rx/compress.ts
import Compressor from 'compressorjs';
export function compressIfNeeded(file: File): Promise<Blob> {
  if (file.size <= 1.5 * 1024 * 1024) return Promise.resolve(file);
  return new Promise((resolve, reject) =>
    new Compressor(file, {
      quality: 0.75,
      maxWidth: 2000,            // pharmacists need to read handwriting; do not go below 1600
      maxHeight: 2000,
      mimeType: 'image/jpeg',
      checkOrientation: true,    // compressorjs only rotates if the browser does not
      success: resolve,
      error: reject,
    }));
}
```

Rules we agreed with the 审方 (Rx audit) team:
- Long edge never below 1600px, JPEG quality never below 0.7, otherwise 手写处方 becomes unreadable.
- Keep the original file name extension out of the OSS key; always `.jpg`.
- Some Android WeChat WebViews give `file.type === ''`; detect by magic bytes, not by MIME.
- HEIC: with `accept="image/*"` iOS converts to JPEG for us; do not add `image/heic` to accept.
""",
MALL, "component", "verified", assets=["RxUploader"], branches=MB,
applies_to={"react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="RxUploader on the React app; source images from phone cameras; modern WebViews (Chrome >= 81, iOS >= 13.4) that auto-apply EXIF orientation.",
counter="Do not remove manual rotation on the hotfix/* Vant 2 build used by the old in-store kiosk WebView (Chrome 69), which does not auto-rotate. Not about RxUploadPreview, which only displays already-uploaded images.",
source="vendor weekly note W16; PR tongluo-mall!1871", updated="2024-04-19")

E(3, "RxUploader 无障碍 / a11y for elderly customers (适老化)",
r"""
适老化验收要求读屏可用。antd-mobile ImageUploader 默认上传格子是 `span.adm-image-uploader-upload-button`，没有 role、不可 Tab 聚焦，TalkBack 只会读「未加标签」。
Fix: pass custom `children` as the upload trigger:

```tsx
<ImageUploader upload={upload} value={files} onChange={setFiles} maxCount={3}>
  <button type="button" className={s.trigger} aria-label="拍照或从相册上传处方，最多3张">
    <CameraOutline aria-hidden /> 上传处方
  </button>
</ImageUploader>
```
每张已上传图片的删除按钮也要 `aria-label="删除第N张处方"`（用 `renderItem` 包一层）。失败重传按钮读作「第N张上传失败，点击重新上传」。长辈模式下触发区最小 48×48px。
EN: use a real <button> with aria-label as children; label delete and retry per image; 48px touch target in elder mode.
""",
MALL, "component", "verified", assets=["RxUploader"], branches=MB,
applies_to={"react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="React RxUploader；需要通过适老化/读屏验收的页面（拍方购药、复诊续方）。",
counter="RxUploadPreview 的大图查看器是另一套焦点管理（ImageViewer），不要套用这里的 button 方案。",
source="适老化验收单 TL-A11Y-07", updated="2024-05-08")

E(4, "RxUploader：upload 里返回 base64 dataURL 并存进 Redux（已废弃）",
r"""
早期做法：ImageUploader 的 `upload` 里用 FileReader 把图片读成 dataURL，直接 `{ url: dataUrl }` 返回，同时 dispatch 到 rxDemand slice，提交需求单时再统一上传。
问题：3 张处方图 base64 后 6-9MB 进 Redux，redux-persist 写 localStorage 直接 QuotaExceededError；DevTools 卡死；提交时集中上传失败率高。
2024-04 起改为选图即直传 OSS、store 里只存 OSS key。此方案废弃，不要再用。
""",
MALL, "component", "deprecated", assets=["RxUploader"], branches=MB,
applies_to={"react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="（历史）React 版 RxUploader 第一版。",
counter="任何情况都不要再用：已被直传 OSS 方案取代。",
source="PR tongluo-mall!1650 (reverted by !1842)", updated="2024-04-22")

E(5, "hotfix/*: Vant 2 RxUploader failed-item retry without touching React code",
r"""
hotfix/* still ships the Nuxt 2 + Vant 2 build (the React app is not on that line). For the in-store kiosk we backported a minimal retry:

```js
// components/rx/RxUploader.vue (hotfix line only)
async afterRead(file) {
  file.status = 'uploading'; file.message = '上传中...';
  for (let i = 0; i < 3; i++) {
    try { await this.putToOss(file.file); file.status = 'done'; return; }
    catch (e) { if (e.status === 403) break; await sleep(800 * 2 ** i); }
  }
  file.status = 'failed'; file.message = '点击重传';
}
```
and `@click-preview="onClickPreview"` re-runs `afterRead` when `file.status === 'failed'`. Keep the manual EXIF rotation on this line (kiosk WebView is Chrome 69).
""",
MALL, "component", "verified", assets=["RxUploader"], branches=HF,
applies_to={"vue": "^2.7", "vant": "^2.12"},
conditions="hotfix/* branches of tongluo-mall, Vant 2 Uploader, no React in the bundle.",
counter="Never port this to main/feat/*: the React RxUploader uses antd-mobile ImageUploader and has its own retry (renderItem-based).",
source="hotfix/2024.04.2 commit 9c1e07a", updated="2024-04-25")

E(6, "RxUploadPreview：Vant ImagePreview → antd-mobile ImageViewer.Multi，安卓返回键关闭",
r"""
RxUploadPreview 是「查看已上传处方」的大图预览（订单详情、审方驳回页），不是上传组件。
Vue 版 `ImagePreview({ images, startPosition, closeOnPopstate: true })`，Vant 自带 popstate 关闭。antd-mobile `ImageViewer.Multi` 没有这个能力，安卓用户按返回键直接退出订单详情页，投诉「看处方时页面没了」。

做法：打开时 `history.pushState({ rxPreview: 1 }, '')`，监听 popstate 关闭；主动关闭时 `history.back()`。

```tsx
useEffect(() => {
  if (!visible) return;
  history.pushState({ rxPreview: 1 }, '');
  const onPop = () => setVisible(false);
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}, [visible]);
const close = () => { if (history.state?.rxPreview) history.back(); else setVisible(false); };
```
注意 Next App Router 的 router 也监听 popstate，state 里必须保留 Next 自己的 `__NA` 字段：用 `history.pushState({ ...history.state, rxPreview: 1 }, '')`。
双指缩放 ImageViewer 自带，maxZoom 设为 5（手写处方要放大看）。
""",
MALL, "component", "verified", assets=["RxUploadPreview"], branches=MB,
applies_to={"next": ">=14 <15", "react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="RxUploadPreview 在 Next 14 App Router 页面中打开全屏预览，需要安卓物理返回键关闭预览。",
counter="不适用于 RxUploader 上传列表里的缩略图点击（ImageUploader 自带 preview，不需要 pushState）；不适用于 Pages Router 或 Next 15 试验分支（history state 结构不同，未验证）。",
source="PR tongluo-mall!1903", updated="2024-05-02")

E(7, "RxUploadPreview watermark 「仅限本次购药使用」",
r"""
Candidate from compliance: show a diagonal watermark 「仅限本次购药使用 · 同洛大药房」 over prescription images in RxUploadPreview so screenshots cannot be reused elsewhere. Tried a CSS overlay (`pointer-events: none`, repeating-linear-gradient text via SVG data URL). Works on iOS; on some Huawei WebViews the overlay does not follow ImageViewer's zoom transform. Checklist only:
- overlay must be inside the zoomed element, not the viewer root;
- do not burn the watermark into the OSS original (pharmacists need the clean image);
- check long-press save behaviour in WeChat.
""",
MALL, "component", "candidate", assets=["RxUploadPreview"], branches=MB,
applies_to=M_REACT,
conditions="Compliance asks for a screenshot watermark on customer-side prescription previews.",
counter="Not for the pharmacist back office (tongluo-store-admin RxAuditDrawer must show clean images).",
source="合规需求 TL-CMP-112 (draft)", updated="2024-05-20")

E(8, "DrugSkuPicker 迁移复盘：Vant Sku 在 antd-mobile 里没有对应组件",
r"""
## 背景
DrugSkuPicker 是药品详情页底部弹出的规格选择（「0.25g×24粒/盒」「0.25g×48粒/盒」等），Vue 版直接用 Vant 2 的 `van-sku`，传 `sku` / `goods` / `goods-id`，外加我们 fork 的「处方药不显示立即购买」逻辑。
antd-mobile 5 没有 Sku 组件。第一次迁移时尝试用 veaury 把 Vue 组件包进 React（见已废弃的那条），体积和样式冲突都不可接受，最终自己拼。

## 拆解
- 弹层：`Popup position="bottom"`，`bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, minHeight: '50vh' }}`。
- 规格：`Selector`（单选，`columns={2}`），选项 disabled = 库存 0 或该门店不可售。
- 数量：`Stepper`（见 Stepper 那条，onChange 可能是 null）。
- 价格/库存/近效期提示：自己写的头部，价格用 `formatFen`（分 → 元）。

## 规格树
Vant 的 `sku.tree` 是 `k_s` 形式（`s1`, `s2`），后端接口沿用。多维规格（规格 × 包装）时，某个组合不存在要把另一维的选项置灰。Vant 内部做了这件事，我们必须自己写：

```ts
// 已选 {s1: '1001'}，计算 s2 里哪些值可选
function availableValues(list: SkuRow[], selected: Record<string, string>, key: string) {
  return new Set(
    list
      .filter(row => row.stock_num > 0 &&
        Object.entries(selected).every(([k, v]) => k === key || row[k] === v))
      .map(row => row[key]));
}
```

## 限购与处方药
- 含麻黄碱类复方制剂：每单最多 2 个最小包装，Stepper `max={Math.min(stock, 2)}`，并显示「依规限购2盒」。规则以后端返回的 `limit_num` 为准，前端只做展示和拦截。
- 处方药（`rx_flag=1`）：底部只显示「登记需求」，不显示「立即购买」/「加入购物车」，点击后走 useRxGuard（原 rxGuardMixin）。
- 精神/麻醉类：商城不可售，后端不会返回这些 SKU；前端如果拿到了，直接不渲染购买按钮并上报 `sku_forbidden_leak`。

## 事件
Vue 版 `@buy-clicked` / `@add-cart` 拿到的是 `skuData` 对象，里面 `selectedSkuComb.id`。React 版统一成 `onConfirm({ skuId, num, action: 'buy' | 'cart' | 'rx_demand' })`，调用方不再关心 tree 结构。

## 坑
1. Popup 打开时 body 滚动锁：antd-mobile 默认 `disableBodyScroll`，iOS 上 Selector 区域超长时内部不能滚，需要 `bodyStyle={{ overflowY: 'auto' }}` 并给内部容器 `-webkit-overflow-scrolling: touch`。
2. 切换规格时价格闪一下旧值：选中态和价格必须从同一个 `selectedSku` 派生，不要分两个 useState。
3. 关闭弹层时重置数量：Vant `reset-stepper-on-hide`，React 里在 `afterClose` 里 reset。
4. 规格图片预览不要复用 RxUploadPreview（它带处方水印/返回键逻辑），用 `ImageViewer` 即可。

## 结果
gzip 后比 veaury 方案小 41KB；药品详情页 INP 从 310ms 降到 140ms。
""",
MALL, "component", "verified", assets=["DrugSkuPicker"], branches=MB,
applies_to=M_REACT,
conditions="商城 React 版药品详情页的规格选择；后端 sku 接口仍为 Vant tree（k_s）结构。",
counter="若后端已切到新的 /v2/sku 扁平结构（items + attrs），规格树计算不适用；精神/麻醉类药品不走该组件；不适用于 store-admin 的 POS 选规格（那里是扫码直接定位批号）。",
source="PR tongluo-mall!1720; 复盘文档 DrugSkuPicker-2024Q1", updated="2024-03-28")

E(9, "DrugSkuPicker: antd-mobile Stepper emits null when the input is cleared",
r"""
antd-mobile 5 `Stepper` calls `onChange(null)` when the user clears the input (allowEmpty or mid-typing). Our Vue code (Vant Stepper) always received a number, so `num * price` became `NaN` and the cart API got `num: null` → 400 `QTY_INVALID`.
Fix: keep the raw value in state, normalise on blur/confirm: `const qty = Math.max(1, Math.min(max, value ?? 1))`. Use `digits={0}` and `min={1}`. For 含麻 (ephedrine) items `max` is `min(stock, limit_num)`, and show a Toast when the user hits it (Vant used `@overlimit`; antd-mobile has no such event, compare in onChange).
""",
MALL, "component", "verified", assets=["DrugSkuPicker"], branches=MB,
applies_to=M_REACT,
conditions="React DrugSkuPicker (or any antd-mobile 5 Stepper bound to quantity).",
counter="Not for store-admin POS quantity input (antd InputNumber, which returns null differently and is validated by the form).",
source="vendor bug TL-3321", updated="2024-03-30")

E(10, "store/cart（Vuex）→ Redux Toolkit 2 cartSlice：结构与 extraReducers 写法",
r"""
Vuex `store/cart.js` 有 state/getters/mutations/actions 四块。迁到 RTK 2：
- mutations → `createSlice` 的 reducers（immer，可以直接改 state）。
- actions 里的异步（`fetchCart`、`updateQty`）→ `createAsyncThunk`，在 `extraReducers` 里处理 pending/fulfilled/rejected。
- getters → `createSelector`（见 selectors 那条）。

RTK 2 只支持 builder 回调写法：
```ts
const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: { toggleChecked(state, { payload }: PayloadAction<string>) { const it = state.items[payload]; if (it) it.checked = !it.checked; } },
  extraReducers: builder => {
    builder
      .addCase(fetchCart.pending, s => { s.loading = true; })
      .addCase(fetchCart.fulfilled, (s, a) => { s.loading = false; s.items = byId(a.payload.items); })
      .addCase(updateQty.rejected, (s, a) => { s.error = a.error.message ?? 'UPDATE_QTY_FAILED'; });
  },
});
```
购物车金额一律用后端返回的分（`total_fen`），前端不自己累加；处方药不进购物车（进 rxDemand）。
""",
MALL, "store", "verified", assets=["store/cart", "cartSlice"], branches=MB,
applies_to={"@reduxjs/toolkit": ">=2 <3", "react": ">=18 <19"},
conditions="商城 Vuex cart 模块迁到 RTK 2.x 的 cartSlice。",
counter="release 分支上仍锁 RTK 1.9 的（如 release/2024.03）按 1.9 那条处理；处方药需求单是 store/rxDemand，不在这里。",
source="PR tongluo-mall!1588", updated="2024-03-05")

E(11, "store/cart on RTK 1.9: object-notation extraReducers still allowed (release lines only)",
r"""
release/2024.03 and older release branches were cut before the RTK 2 upgrade and still lock `@reduxjs/toolkit@1.9.x`. The cartSlice there uses the object notation:
```ts
extraReducers: { [fetchCart.fulfilled.type]: (s, a) => { s.items = byId(a.payload.items); } }
```
It works on 1.9 with a deprecation warning in dev. When cherry-picking a cart fix onto those branches, keep the object notation or convert the whole slice — do not mix. Do not upgrade RTK on a release branch just for a cherry-pick.
""",
MALL, "store", "verified", assets=["store/cart", "cartSlice"], branches=["release/*"],
applies_to={"@reduxjs/toolkit": "^1.9"},
conditions="Cherry-picking cart changes onto release/* branches that still lock RTK 1.9.x.",
counter="Not on RTK 2.x (main, feat/*, newer release/*): object notation throws there.",
source="release note 2024.03.1", updated="2024-03-12")

E(12, "RTK 2: 'The object notation for `createSlice.extraReducers` has been removed' / 对象写法已移除",
r"""
报错 / error: `The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice`
原因：从 RTK 1.9 分支 cherry-pick 过来的 slice 用了 `extraReducers: { [thunk.fulfilled]: ... }`。改成 `extraReducers: builder => builder.addCase(thunk.fulfilled, ...)`。createReducer 同理。
""",
MALL, "store", "verified", assets=["store/cart", "cartSlice"], branches=MB,
applies_to={"@reduxjs/toolkit": ">=2 <3"},
conditions="RTK 2.x 下运行/构建时报上述错误。",
counter="RTK 1.9 的 release 分支不会报这个错，也不要在那里改（见 RTK 1.9 那条）。",
source="Slack #fe-migration 2024-03-14", updated="2024-03-14")

E(13, "store/cart 持久化：vuex-persistedstate → 客户端 hydrate，避免购物车角标水合不一致",
r"""
Vue 版用 `vuex-persistedstate` 把 cart 存 localStorage，Nuxt 在 client plugin 里恢复，角标 `van-tabbar-item badge` 只在客户端渲染。
Next App Router 下 Tabbar 在 layout 里，服务端渲染时 store 是空的，角标渲染 0，客户端 redux-persist 恢复后变成 3，React 18 报 hydration mismatch，整个 layout 回退成客户端渲染。
做法：
1. 不用 redux-persist 的 PersistGate 包整个 layout（会白屏）。
2. store 在 `StoreProvider`（'use client'）里 `makeStore()`，`useRef` 保证单例；
3. 角标组件用 `useSyncExternalStore` 或 `useEffect` 后再读本地数量，服务端固定渲染无角标：
```tsx
const [mounted, setMounted] = useState(false);
useEffect(() => setMounted(true), []);
const count = useAppSelector(selectCartCount);
return <TabBar.Item key="cart" icon={<CartIcon />} badge={mounted && count ? count : undefined} title="购物车" />;
```
4. 登录用户以服务端购物车为准，本地只存未登录时的游客车，登录后 merge 一次并清空本地。
""",
MALL, "store", "verified", assets=["store/cart", "CartBadge"], branches=MB,
applies_to=M_NEXT,
conditions="Next 14 App Router，购物车数量等依赖 localStorage 的状态在 layout/服务端组件树中渲染。",
counter="不要把处方需求单草稿（store/rxDemand）按游客车逻辑 merge：需求单需要实名，未登录不允许建草稿。",
source="PR tongluo-mall!1612", updated="2024-03-08")

E(14, "CartBadge: 'Text content does not match server-rendered HTML' — 角标先不渲染",
r"""
Error: `Text content does not match server-rendered HTML.` / `Hydration failed because the initial UI does not match what was rendered on the server.` on pages with the bottom TabBar.
Cause: cart count read from localStorage during render. Fix: render no badge on the server and on first client render, set it after mount (see the cart persistence entry). 不要用 `suppressHydrationWarning` 糊过去，它只对单层文本有效。
""",
MALL, "store", "verified", assets=["CartBadge", "store/cart"], branches=MB,
applies_to=M_NEXT,
conditions="Hydration error in Next 14 pages that show the cart badge.",
counter="If the mismatch is a date/expiry text (ExpiryTag), the cause is server timezone, see the ExpiryTag entry instead.",
source="Sentry TL-MALL-5XK", updated="2024-03-09")

E(15, "store/rxDemand 处方药需求单草稿迁移（先方后药）",
r"""
rxDemand 是处方药「登记需求」的草稿：药品、用药人、处方图片 OSS key、问诊结论。迁到 RTK slice 时按「先方后药」要求：
- 没有处方（上传或互联网医院开方）不能进入支付，slice 里 `canPay` selector = `rxImages.length > 0 || eRxId`；
- 草稿按用药人隔离，切换用药人清空处方图；
- 草稿只存 sessionStorage，不存 localStorage（合规要求处方信息不长期留存在设备上）。
法务/合规尚未书面确认 sessionStorage 是否满足要求，故标 review_required，上线前需复核。
""",
MALL, "store", "review_required", assets=["store/rxDemand"], branches=MB,
applies_to={"@reduxjs/toolkit": ">=2 <3", "react": ">=18 <19"},
conditions="商城处方药需求单（rxDemand）状态迁到 RTK。",
counter="不适用于普通购物车 store/cart；游客（未登录）不允许建处方草稿。",
source="PR tongluo-mall!1760 (pending compliance sign-off)", updated="2024-04-10")

E(16, "InsurancePayPanel 迁移复盘：医保移动支付（授权回跳、预结算、分账展示）",
r"""
## 背景
InsurancePayPanel 是收银台里的「医保支付」面板，支持医保个账 + 统筹 + 自费混合支付。Vue 版在 Nuxt 页面 `pages/pay/_orderId.vue` 里，`asyncData` 拉订单，`mounted` 里检查 URL 上的 `authCode`（医保电子凭证授权回跳带回），然后调后端 `/api/mi/pre-settle` 预结算，展示「统筹支付 / 个人账户 / 自费」三行金额，用户确认后 `/api/mi/settle`。

## 迁移后出的问题
1. **回跳参数被缓存**：第一版把回跳页写成 Server Component，在服务端用 `searchParams.authCode` 调预结算，fetch 没写 `cache: 'no-store'`。Next 14 的 fetch 默认缓存，一个用户的预结算结果被另一个用户命中（同一 orderId 不会，但 `pre-settle?authCode=` 的 key 在重试场景下重复）。虽然只在测试环境复现，但这是支付事故级别的问题，立即回滚。
2. **重复预结算**：React 18 StrictMode 开发环境下 effect 执行两次，同一个 authCode 调两次预结算，第二次医保平台返回 `AUTH_CODE_USED`，开发误以为是线上问题。
3. **金额精度**：医保平台返回的金额是字符串元（"12.30"），前端 `parseFloat(x) * 100` 得到 1229.9999999999998，四舍五入后出现 1 分差，对账不平。

## 最终方案
- 回跳页 `app/pay/mi-callback/page.tsx` 只做一件事：渲染 Client Component `<MiCallback />`，`authCode` 在客户端从 `useSearchParams()` 取，拿到后立即 `router.replace` 去掉 URL 上的 authCode（防止刷新/分享重复使用）。
- 预结算只在客户端调，接口本身 `Cache-Control: no-store`，前端 fetch 也显式 `cache: 'no-store'`。
- effect 里用 ref 做幂等，authCode 用过一次就丢：

```tsx
'use client';
export function MiCallback({ orderId }: { orderId: string }) {
  const sp = useSearchParams();
  const router = useRouter();
  const used = useRef(false);
  const [split, setSplit] = useState<MiSplit | null>(null);
  useEffect(() => {
    const code = sp.get('authCode');
    if (!code || used.current) return;
    used.current = true;
    router.replace(`/pay/${orderId}`, { scroll: false });
    preSettle(orderId, code).then(setSplit).catch(showMiError);
  }, [sp, orderId, router]);
  return split ? <InsurancePayPanel split={split} /> : <MiLoading />;
}
```

- 金额：所有展示金额由后端换算成分（整数）返回：`fund_pay_fen`、`acct_pay_fen`、`self_pay_fen`，前端只 `formatFen`。前端禁止对医保金额做任何加减乘除，合计行也用后端的 `total_fen`。
- 确认支付按钮：`loading` 期间禁用，接口幂等键用 `orderId + preSettleId`。

## 面板展示规范（审方/医保办确认过）
- 三行顺序固定：统筹支付、个人账户、自费现金；为 0 的行也显示「¥0.00」。
- 不能出现「医保报销」字样，统一「医保统筹支付」。
- 含自费药时显示「以下药品不在医保目录内」列表，数据来自预结算返回的 `self_items`。

## 回滚与监控
预结算和结算都要埋点 `mi_pre_settle` / `mi_settle`（成功、失败码），医保平台错误码映射表在 `lib/mi/errors.ts`，不要在组件里写死中文。
""",
MALL, "component", "verified", assets=["InsurancePayPanel"], branches=MB,
applies_to={"next": ">=14 <15", "react": ">=18 <19", "antd-mobile": ">=5 <6"},
conditions="商城 Next 14 App Router 的医保移动支付流程（医保电子凭证授权回跳 + 预结算 + 结算）。",
counter="不适用于门店 POS 的医保刷卡结算（store-admin 的 InsuranceSettleModal，读卡走本地代理）；Next 15 试验分支 fetch 默认不缓存，第 1 条根因不同，但金额与幂等规则仍需遵守。",
source="事故复盘 INC-2024-0412; PR tongluo-mall!1955", updated="2024-05-15")

E(17, "InsurancePayPanel：按门店城市开关医保支付入口",
r"""
候选：医保移动支付目前只在杭州、宁波、温州三地开通。想在 InsurancePayPanel 入口加城市开关（`store.city_code in MI_CITIES`）。检查项：
- 开关以后端 `pay_channels` 返回为准，前端城市列表只做兜底；
- 异地就医用户（参保地≠门店城市）是否展示，待医保办答复；
- 切换门店后要重新拉 pay_channels。
""",
MALL, "component", "candidate", assets=["InsurancePayPanel"], branches=MB,
applies_to=M_REACT,
conditions="收银台是否展示医保支付入口的判断。",
counter="不要在前端硬编码开通城市作为唯一依据。",
source="需求池 TL-PAY-88", updated="2024-05-28")

E(18, "InsurancePayPanel：在 RSC 中调用预结算并依赖默认缓存（已废弃）",
r"""
Deprecated. First App Router version called `/api/mi/pre-settle` from a Server Component with default fetch caching and `revalidate: 30`. Caused cross-request cache hits in staging (INC-2024-0412). Replaced by the client-side MiCallback flow. Do not use.
""",
MALL, "component", "deprecated", assets=["InsurancePayPanel"], branches=MB,
applies_to=M_NEXT,
conditions="(historical) InsurancePayPanel in Server Components.",
counter="Never apply.",
source="PR tongluo-mall!1801 (reverted)", updated="2024-04-12")

E(19, "PointsDeductSwitch 积分抵扣开关：规则与防抖",
r"""
会员积分抵扣：100 积分 = 1 元，最多抵扣订单应付金额的 50%，处方药和医保支付部分不可用积分抵扣。Vue 版 `van-switch` 切换时直接本地算 `Math.floor(points/100)`，和后端算法（按商品分摊后向下取整）不一致，偶发差 1 分。
React 版：
- antd-mobile `Switch` 的 `checked` 受控，切换后调 `/api/order/preview?usePoints=1`，展示后端返回的 `points_deduct_fen` 和 `points_used`；
- 连续点击用 `loading` 属性锁住 Switch（antd-mobile Switch 支持 `loading`，或 `beforeChange` 返回 promise）；
- 与医保支付互斥：选择医保支付时 Switch 置灰并提示「医保支付订单暂不支持积分抵扣」。
```tsx
<Switch checked={usePoints} beforeChange={async v => { await refreshPreview({ usePoints: v }); }} disabled={payChannel === 'mi'} />
```
""",
MALL, "component", "verified", assets=["PointsDeductSwitch"], branches=MB,
applies_to=M_REACT,
conditions="商城确认订单页的积分抵扣开关（React 版）。",
counter="不适用于 store-admin 的 MemberPointsAdjust（药师手工调整积分，不是抵扣）。",
source="PR tongluo-mall!1690", updated="2024-03-20")

E(20, "MemberPointsBadge: Vuex getter → memoized selector",
r"""
MemberPointsBadge showed `this.$store.getters['member/availablePoints']` (points minus frozen points minus expiring-today). After moving to RTK we wrote an inline selector in `useAppSelector(s => ({ avail: ..., expiring: ... }))`, which returns a new object every time → the badge re-rendered on every store update (React DevTools showed 40+ renders on the cart page).
Use `createSelector` and select primitives:
```ts
export const selectAvailablePoints = createSelector(
  [(s: RootState) => s.member.points, (s: RootState) => s.member.frozen],
  (p, f) => Math.max(0, p - f));
```
Points that expire on 12-31 are shown as a separate hint ("本年度 N 积分将于12月31日过期"), computed by the backend.
""",
MALL, "store", "verified", assets=["MemberPointsBadge", "store/member"], branches=MB,
applies_to={"@reduxjs/toolkit": ">=1.9 <3", "react": ">=18 <19"},
conditions="Any Vuex getter that derives data, moved to RTK + react-redux.",
counter="Store-admin uses zustand; there use selectors with `useShallow`, not createSelector.",
source="vendor note W11", updated="2024-03-15")

E(21, "ControlledDrugNotice：含麻黄碱类复方制剂实名登记弹窗",
r"""
ControlledDrugNotice 在加购/登记含麻药品时弹出：「根据国家规定，购买含麻黄碱类复方制剂需实名登记，每次限购2个最小包装」。Vue 版 `Dialog.confirm` + 自己写的身份证输入。
React 版用 antd-mobile `Modal.show`（需要自定义内容和表单，`Dialog.confirm` 只适合纯文本）。身份证校验用 18 位校验码算法，不要只用正则；姓名与身份证提交后端做实名核验，前端不缓存身份证号（store 里只放 `realname_verified: true`）。
用户取消 → 不加购，不要默默加购再提示。
""",
MALL, "component", "verified", assets=["ControlledDrugNotice"], branches=MB,
applies_to=M_REACT,
conditions="商城含麻黄碱类复方制剂（后端 `ctrl_type=EPHEDRINE`）的加购/登记。",
counter="精神药品、麻醉药品（`ctrl_type` 为 PSY/NARC）商城不可售，不能用这个弹窗“登记后购买”；门店端的含麻登记是 store-admin 的 ControlledDrugLedger，流程不同（需双人复核）。",
source="PR tongluo-mall!1733", updated="2024-04-02")

E(22, "rxGuardMixin → useRxGuard：处方药购买前置检查",
r"""
rxGuardMixin 在 Vue 里混入到药品详情、购物车、需求单三个页面，提供 `checkRx()`：登录 → 实名 → 用药人 → 是否有处方/需问诊。mixin 里直接用 `this.$router.push` 和 `this.$toast`。
迁成 hook：
```ts
export function useRxGuard() {
  const router = useRouter();             // next/navigation
  const user = useAppSelector(selectUser);
  return useCallback(async (sku: SkuLite) => {
    if (!user) { router.push(`/login?redirect=${encodeURIComponent(location.pathname)}`); return false; }
    if (!user.realnameVerified) { router.push('/me/realname'); return false; }
    if (sku.rxFlag && !sku.hasPrescription) { router.push(`/rx/demand?sku=${sku.id}`); return false; }
    return true;
  }, [user, router]);
}
```
mixin 的 `created` 里预拉用药人列表，hook 里改成调用方显式 `useDrugUsers()`，不要在 guard 里偷偷发请求。
""",
MALL, "mixin", "verified", assets=["rxGuardMixin", "useRxGuard"], branches=MB,
applies_to=M_NEXT,
conditions="商城 React 版页面中处方药购买前的登录/实名/处方检查。",
counter="hotfix/* 上仍是 Vue mixin，不要改；门店端审方权限检查是 v-auth，不是这个 guard。",
source="PR tongluo-mall!1705", updated="2024-03-25")

E(23, "ExpiryTag 迁移复盘：近效期标签在 Next SSR 下按 UTC 计算导致错标与水合报错",
r"""
## 现象
ExpiryTag 在商品卡片和药品详情上显示「近效期」「效期至 2024-09」。迁到 Next 14 后，每天 00:00-08:00（北京时间）期间：
- 部分商品在服务端渲染为「近效期」，客户端变成正常，控制台 `Hydration failed`；
- 效期恰好是当天的商品，服务端显示「今日到期」，客户端显示「已过期」，被用户截图投诉。

## 根因
1. Next 服务跑在 K8s 容器里，TZ 是 UTC。`dayjs()` 在服务端拿到的是 UTC 日期，凌晨时段比北京时间晚一天。
2. 效期字段 `expire_date` 是 `"2024-09-30"` 或 `"202409"`（只有年月），旧 Vue 代码只在客户端执行，浏览器时区天然是 Asia/Shanghai，所以从没暴露过问题。
3. 判断「过期」用的是 `dayjs().isAfter(dayjs(expire))`，`dayjs("2024-09-30")` 是当天 00:00，当天白天就被判过期。药品效期的语义是「有效期至当日（含）」。

## 方案
- 统一工具 `lib/expiry.ts`，显式使用 Asia/Shanghai：
```ts
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import tz from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
dayjs.extend(utc); dayjs.extend(tz); dayjs.extend(customParseFormat);
const TZ = 'Asia/Shanghai';

export function parseExpiry(raw: string) {
  // "202409" 只有年月：有效期至该月最后一天
  const d = raw.length === 6 ? dayjs.tz(raw, 'YYYYMM', TZ).endOf('month')
                             : dayjs.tz(raw, 'YYYY-MM-DD', TZ).endOf('day');
  return d;
}
export function expiryLevel(raw: string, now = dayjs().tz(TZ)) {
  const exp = parseExpiry(raw);
  if (now.isAfter(exp)) return 'expired';
  if (exp.diff(now, 'day') < 180) return 'near';   // 近效期：180 天内（商城口径）
  return 'normal';
}
```
- 服务端和客户端用同一个 `now`：页面在服务端计算一次 `today`（Asia/Shanghai 的 YYYY-MM-DD），作为 prop 传给 Client Component，客户端第一次渲染用这个值，之后不再重新算（页面停留不会跨天到需要刷新的程度）。
- 容器加 `TZ=Asia/Shanghai` 作为兜底，但代码不能依赖它（本地开发、Vercel 预览环境都不一定有）。

## 口径
- 商城「近效期」= 180 天内；门店后台 BatchExpiryTable 的预警口径是 90 天（可配置），两边不要互相复用常量。
- 已过期商品后端不应返回；前端如果算出 expired，渲染「暂不可售」并上报 `expiry_leak`，不要隐藏整张卡片（排查需要）。

## 回归用例
`expiryLevel('2024-09-30', dayjs.tz('2024-09-30 23:59', TZ)) === 'near'`；`expiryLevel('202409', dayjs.tz('2024-09-30 12:00', TZ)) !== 'expired'`；服务端以 `TZ=UTC` 跑 e2e 快照，00:30 北京时间的固定时钟。
""",
MALL, "component", "verified", assets=["ExpiryTag"], branches=MB,
applies_to=M_NEXT,
conditions="商城 Next 14 SSR 页面展示近效期/到期标签；服务器时区非 Asia/Shanghai。",
counter="门店后台（store-admin，纯 CSR SPA）不存在服务端时区问题，BatchExpiryTable 用 90 天口径，不要照搬 180 天；hotfix/* 的 Nuxt 版 ExpiryTag 只在客户端渲染，不需要改。",
source="Sentry TL-MALL-6A2; PR tongluo-mall!1988", updated="2024-05-21")

E(24, "AddressEditor: Vant AddressEdit → antd-mobile Form + CascadePicker",
r"""
Vant 2 `van-address-edit` bundles name/tel/area/detail/default switch and takes `area-list` (the big @vant/area-data object). antd-mobile has no address editor. We rebuilt it with `Form` + `Input` + `CascadePicker` + `Switch`.
- Area data: do NOT import the 120KB area JSON into the page bundle; lazy-load `/static/area-v2.json` on first picker open and cache in module scope.
- Vant returned `areaCode` as the county code; our API needs `province_code/city_code/county_code`. CascadePicker gives the value array, map it directly.
- Phone validation: `/^1[3-9]\d{9}$/`; for delivery of Rx drugs the receiver must be the 用药人 or their guardian, show the hint but do not block (backend decides).
- `Form` from antd-mobile is rc-field-form based; `form.validateFields()` rejects with `{ errorFields }` — catch it, do not let it become an unhandled rejection.
""",
MALL, "component", "verified", assets=["AddressEditor"], branches=MB,
applies_to=M_REACT,
conditions="Customer address add/edit page on the React storefront.",
counter="Store-admin store-address forms use antd 5 Form and the admin region API, not the area JSON.",
source="PR tongluo-mall!1641", updated="2024-03-11")

E(25, "StoreLocatorMap：高德 JSAPI 在 App Router 下 window is not defined",
r"""
附近门店地图 StoreLocatorMap 用高德 JSAPI 2.0。迁到 Next 14 后 `next build` 报 `ReferenceError: window is not defined`（`@amap/amap-jsapi-loader` 顶层访问 window）。
做法：
```tsx
// app/stores/page.tsx (Server Component)
const StoreLocatorMap = dynamic(() => import('@/components/store/StoreLocatorMap'), { ssr: false, loading: () => <MapSkeleton /> });
```
注意 `dynamic(..., { ssr: false })` 不能直接写在 Server Component 里，要放在一个 'use client' 的包装文件中再被页面引用。
安全密钥：JSAPI 2.0 需要在 load 前设置 `window._AMapSecurityConfig = { serviceHost: '/_AMapService' }`，用 Next rewrites 代理到高德，不要把 securityJsCode 写进前端。
定位失败（用户拒绝授权）时回退到 IP 城市 + 门店列表，不要一直转圈。
""",
MALL, "component", "verified", assets=["StoreLocatorMap"], branches=MB,
applies_to=M_NEXT,
conditions="Next 14 App Router 中使用依赖 window 的地图/SDK 组件。",
counter="hotfix/* 的 Nuxt 版用 `<client-only>` 已经没问题，不要改；门店后台不用地图。",
source="PR tongluo-mall!1677", updated="2024-03-19")

E(26, "CouponList: Vant Coupon 没有对应组件 / no antd-mobile equivalent",
r"""
Vant `van-coupon-cell` + `van-coupon-list` → 自己写 CouponCell + Popup + CheckList。可用/不可用两个 Tab 用 antd-mobile `Tabs`。Vant 的 `chosen-coupon` 是下标，React 版改为 coupon id（下标在列表刷新后会错位，曾选中错券）。
医保支付订单不可用券：由后端 `usable=false, reason="医保订单不可用"` 返回，前端只展示 reason。
""",
MALL, "component", "verified", assets=["CouponList", "CouponCell"], branches=MB,
applies_to=M_REACT,
conditions="Checkout coupon selection on the React storefront.",
counter="Do not reuse for member points (PointsDeductSwitch) — different preview API.",
source="PR tongluo-mall!1698", updated="2024-03-22")

E(27, "v-lazy (Vant Lazyload) → next/image；OSS 域名需配置 remotePatterns",
r"""
商品图原来用 Vant Lazyload 的 `v-lazy`。React 版列表用 `next/image`（自带 lazy）。报错：
`Error: Invalid src prop (https://tongluo-img.oss-cn-hangzhou.aliyuncs.com/...) on `next/image`, hostname "tongluo-img.oss-cn-hangzhou.aliyuncs.com" is not configured under images in your `next.config.js``
在 next.config.js 加：
```js
images: { remotePatterns: [{ protocol: 'https', hostname: 'tongluo-img.oss-cn-hangzhou.aliyuncs.com' }, { protocol: 'https', hostname: 'img.tongluo.com' }] }
```
OSS 已经做了图片处理（`?x-oss-process=image/resize,w_400`），为避免双重压缩，商品图用自定义 `loader` 拼 OSS 参数，不走 Next 的 `/_next/image` 优化。处方图（私有 bucket，签名 URL）不要用 next/image，签名参数会被 loader 破坏，用普通 `<img>`。
""",
MALL, "directive", "verified", assets=["v-lazy"], branches=MB,
applies_to=M_NEXT,
conditions="商城商品图、Banner 从 v-lazy 迁到 next/image。",
counter="处方图片（私有 bucket 签名 URL，RxUploadPreview 使用）不要用 next/image。",
source="PR tongluo-mall!1625", updated="2024-03-07")

E(28, "v-track directive → useTrack hook + <TrackView> (exposure tracking)",
r"""
`v-track:click="{ event: 'sku_click', sku }"` and `v-track:view` (exposure via IntersectionObserver in the directive's `inserted` hook) were used on ~300 elements.
React: `const track = useTrack();` for clicks (`onClick={() => track('sku_click', { skuId })}`), and a `<TrackView event="sku_view" data={{ skuId }}>` wrapper that owns one shared IntersectionObserver (threshold 0.5, fire once per mount). In React 18 dev StrictMode the effect runs twice — dedupe by a `fired` ref, otherwise dev dashboards show 2x exposures and people file false bugs. Never send 用药人/处方 data in tracking payloads.
""",
MALL, "directive", "verified", assets=["v-track"], branches=MB,
applies_to=M_REACT,
conditions="Click/exposure tracking in the React storefront.",
counter="Store-admin has no exposure tracking; its audit trail (auditLogMixin) is a compliance log, not analytics — do not route it through useTrack.",
source="vendor note W09", updated="2024-02-29")

E(29, "pageShareMixin → useWxShare：微信 JSSDK 签名在 iOS 与 App Router 下的坑",
r"""
## 背景
pageShareMixin 在 Vue 页面 `mounted` 里调 `/api/wx/jssdk-sign?url=` 拿签名，`wx.config` 后 `wx.updateAppMessageShareData` 设置分享卡片（药品详情、活动页）。迁到 Next App Router 后分享卡片大面积失效（显示默认标题和链接），iOS 尤其严重。

## 根因
1. **iOS 微信的签名 URL 是落地页 URL**：在 SPA 中，iOS 微信 JSSDK 校验的是用户第一次进入时的 URL，而不是当前 `location.href`。Nuxt 版碰巧在每次路由切换都 `location.href` 签名，iOS 上实际也有问题，但活动页多为直接打开，没暴露。App Router 的客户端导航让问题爆发。
2. 签名 URL 必须去掉 `#` 之后的部分，且要 `encodeURIComponent`，后端拿到的是被 Next `router.replace` 改过 query 的地址。
3. Strict Mode 下 effect 执行两次，`wx.config` 被调两次，第二次 `config:invalid signature` 偶发。

## 方案
```ts
// lib/wx/landing.ts — 在 root layout 的 client 组件里最早执行
export const LANDING_URL = typeof window !== 'undefined' ? location.href.split('#')[0] : '';

export function useWxShare(share: ShareData) {
  useEffect(() => {
    const isIOS = /iphone|ipad|ipod/i.test(navigator.userAgent);
    const signUrl = isIOS ? LANDING_URL : location.href.split('#')[0];
    let cancelled = false;
    ensureWxConfig(signUrl).then(() => {      // 按 signUrl 缓存 promise，幂等
      if (cancelled) return;
      wx.ready(() => {
        wx.updateAppMessageShareData({ ...share, link: toShareLink(share.link) });
        wx.updateTimelineShareData({ title: share.title, link: toShareLink(share.link), imgUrl: share.imgUrl });
      });
    });
    return () => { cancelled = true; };
  }, [share.title, share.link, share.imgUrl, share.desc]);
}
```
- `ensureWxConfig` 以 signUrl 为 key 缓存 promise，避免重复 config。
- 分享链接的域名必须在公众号「JS 接口安全域名」里，预发环境用单独公众号。
- 处方药详情页禁止分享（合规：不得对处方药做公众广告），调用 `wx.hideMenuItems({ menuList: ['menuItem:share:appMessage', 'menuItem:share:timeline'] })`，这一点 Vue 版是在 mixin 的 `rxFlag` 判断里做的，迁移时差点漏掉。

## 验证清单
iOS/Android 各：直接打开分享页、从首页导航进入、刷新后、前进后退；开发者工具的 debug: true 只在预发开。
""",
MALL, "mixin", "verified", assets=["pageShareMixin", "useWxShare"], branches=MB,
applies_to=M_NEXT,
conditions="商城 Next 14 App Router 页面在微信内置浏览器中设置分享卡片。",
counter="小程序 web-view 内不适用（分享由小程序壳处理）；处方药详情页不设置分享而是隐藏分享菜单。",
source="PR tongluo-mall!1930; 复盘 WX-SHARE-2024-05", updated="2024-05-09")

E(30, "fen2yuan filter → formatFen()：金额一律用分整数",
r"""
Vue 全局过滤器 `{{ price | fen2yuan }}` 在两个项目里都有。React 没有过滤器，统一成 `@tongluo/utils` 的 `formatFen(fen: number, opts?)`：
```ts
export const formatFen = (fen: number, { symbol = '¥' } = {}) =>
  `${fen < 0 ? '-' : ''}${symbol}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
```
不要写 `(fen / 100).toFixed(2)`：toFixed 对某些值有二进制舍入问题（1.005 类）。任何金额计算都在分上做整数运算。
""",
ALL, "filter", "verified", assets=["fen2yuan", "formatFen"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="两个项目中所有展示金额（分）的地方。",
counter="后端已返回格式化字符串（如医保平台的元字符串）时不要再套 formatFen，先按医保金额那条转换成分。",
source="@tongluo/utils 1.4.0", updated="2024-02-20")

E(31, "maskIdCard filter → maskIdCard() util / 身份证脱敏",
r"""
`{{ idNo | maskIdCard }}` → `maskIdCard(idNo)`: keep first 6 and last 4 (`330102********1234`). 姓名脱敏 `maskName` 保留姓。Never log the raw value; never put it in URL/query.
""",
ALL, "filter", "verified", assets=["maskIdCard"], branches=ANY,
conditions="Displaying ID card numbers in either project.",
counter="The ControlledDrugLedger print template must print the full ID number (regulatory record) — do not mask there.",
source="@tongluo/utils 1.4.0", updated="2024-02-20")

E(32, "Nuxt route middleware (auth, rx-realname) → Next middleware.ts",
r"""
Nuxt 2 `middleware/auth.js` read the token from the Vuex store (restored from cookie) and `redirect('/login')`. `middleware/rx-realname.js` blocked /rx/* pages for users without real-name verification.
Next 14: one `middleware.ts` at the root, Edge runtime:
```ts
export const config = { matcher: ['/me/:path*', '/rx/:path*', '/pay/:path*'] };
export function middleware(req: NextRequest) {
  const token = req.cookies.get('tl_token')?.value;
  if (!token) return NextResponse.redirect(new URL(`/login?redirect=${encodeURIComponent(req.nextUrl.pathname)}`, req.url));
  if (req.nextUrl.pathname.startsWith('/rx') && req.cookies.get('tl_rn')?.value !== '1')
    return NextResponse.redirect(new URL('/me/realname', req.url));
}
```
No Redux/localStorage in middleware — everything must come from cookies. The `tl_rn` cookie is only a hint; the real-name check is repeated server-side on every Rx API.
""",
MALL, "router", "verified", assets=["middleware/auth", "middleware/rx-realname"], branches=MB,
applies_to={"next": ">=14 <15"},
conditions="Route guards of the storefront moved from Nuxt middleware to Next 14 middleware.",
counter="Store-admin route guards are vue-router beforeEach → React Router 6 (see RequireAuth entry), not Next middleware.",
source="PR tongluo-mall!1560", updated="2024-02-26")

E(33, "Nuxt asyncData → Server Component fetch：Next 14 默认缓存",
r"""
药品详情 `asyncData({ params })` 拉商品 → Server Component 里 `await fetch(...)`。Next 14 中 fetch 默认 `force-cache`，库存、价格被缓存到 Data Cache，门店改价后页面不更新。
规则：商品基础信息 `next: { revalidate: 300, tags: ['sku:'+id] }`；价格/库存/会员价 `cache: 'no-store'`，或在客户端拉。改价后后端调 `/api/revalidate?tag=sku:xxx`。用户相关（登录态、用药人）一律 no-store。
""",
MALL, "router", "verified", assets=["asyncData", "pages/drug/_id"], branches=MB,
applies_to={"next": ">=14 <15"},
conditions="Next 14.x App Router 中替代 asyncData 的服务端数据获取。",
counter="Next 15 起 fetch 默认不缓存（feat/next15-trial），这条的“默认缓存”前提不成立；客户端组件内的请求不受 Data Cache 影响。",
source="PR tongluo-mall!1575", updated="2024-02-28")

E(34, "plugins/axios.js 拦截器 → fetch 封装 + 客户端 token 刷新队列",
r"""
Nuxt `plugins/axios.js` 在 `$axios.onError` 里处理 401：刷新 token 后重放。迁移后服务端用 `serverFetch`（读 cookies()，不刷新 token，401 直接 redirect 登录），客户端用 axios 实例 + 刷新队列：
```ts
let refreshing: Promise<void> | null = null;
api.interceptors.response.use(undefined, async err => {
  if (err.response?.status !== 401 || err.config._retried) throw err;
  refreshing ??= refreshToken().finally(() => { refreshing = null; });
  await refreshing; err.config._retried = true; return api(err.config);
});
```
医保结算、支付接口不重放（非幂等），401 时直接提示重新登录。
""",
MALL, "plugin", "verified", assets=["plugins/axios"], branches=MB,
applies_to=M_NEXT,
conditions="商城 HTTP 层迁移（服务端 + 客户端）。",
counter="支付/医保结算请求不能自动重放；store-admin 的 axios 插件有门店上下文头，不要直接复用此实现。",
source="PR tongluo-mall!1549", updated="2024-02-23")

E(35, "Vant 主题 less 变量 → antd-mobile CSS 变量 / theme tokens",
r"""
Vant 2 主题用 less `modifyVars`（`@button-primary-background-color: #00A06A`）。antd-mobile 5 用 CSS 变量，在 `app/globals.css`：
```css
:root:root { --adm-color-primary: #00a06a; --adm-color-danger: #e8453c; --adm-font-size-main: 14px; }
```
`:root:root` 提高优先级，盖过 antd-mobile 自带的 `:root`。处方药红标（#E8453C）与 danger 共用。Vant less 变量文件别迁，直接删。
EN: antd-mobile 5 themes via CSS variables, not less; use `:root:root` for specificity.
""",
MALL, "style", "verified", assets=["styles/vant-theme.less"], branches=MB,
applies_to={"antd-mobile": ">=5 <6"},
conditions="Brand colors/theme of the React storefront.",
counter="store-admin (antd 5) themes with ConfigProvider tokens; legacy-pos (antd 4) with less modifyVars — neither uses --adm-* variables.",
source="PR tongluo-mall!1533", updated="2024-02-19")

E(36, "postcss-px-to-viewport 与 antd-mobile：排除组件库",
r"""
Vue 版全站 `postcss-px-to-viewport`（viewportWidth 375），Vant 也被转换。antd-mobile 5 内部尺寸大量用 CSS 变量和 px，被转换后部分组件（Popup 圆角、Stepper）尺寸错乱。
做法：`exclude: [/node_modules\/antd-mobile/]`，组件库保持 px；业务样式继续 vw。长辈模式通过 `--adm-font-size-main: 17px` 放大，不依赖 vw。
""",
MALL, "style", "verified", assets=["postcss.config", "px-to-viewport"], branches=MB,
applies_to={"antd-mobile": ">=5 <6"},
conditions="商城继续使用 postcss-px-to-viewport。",
counter="如果改用 CSS Modules + rem 方案（feat/rem-trial 在试），这条不适用。",
source="PR tongluo-mall!1538", updated="2024-02-20")

E(37, "antd-mobile in Next 14: transpilePackages / 'Global CSS cannot be imported from within node_modules'",
r"""
Error during `next dev`: `Global CSS cannot be imported from within node_modules.` pointing at `antd-mobile/es/global/global.css`, or `SyntaxError: Unexpected token 'export'` in older setups.
Fix in next.config.js: `transpilePackages: ['antd-mobile']`. Remove the old `next-transpile-modules` plugin if someone copied it from a Next 12 guide. antd-mobile components that use hooks must be imported from 'use client' files.
""",
MALL, "build", "verified", assets=["next.config"], branches=MB,
applies_to={"next": ">=13.1 <15", "antd-mobile": ">=5 <6"},
conditions="First integration of antd-mobile 5 into the Next 14 app.",
counter="hotfix/* has no Next build; the store-admin is a Vite SPA and never hits this.",
source="vendor note W05", updated="2024-02-02")

E(38, "NUXT_ENV_ / process.env → NEXT_PUBLIC_：构建期内联导致一镜像多环境失效",
r"""
Nuxt 用 `NUXT_ENV_API_BASE` + `publicRuntimeConfig`（运行时注入），一个 Docker 镜像跑测试/预发/生产。Next 的 `NEXT_PUBLIC_*` 是构建期内联，镜像里写死了测试环境 API，预发打到了测试库。
方案：客户端需要的运行时配置由 root layout（Server Component）读 `process.env.API_BASE` 注入到 `<script id="__TL_CONFIG__" type="application/json">`，客户端 `getConfig()` 读取；只有真正构建期常量（版本号）才用 NEXT_PUBLIC_。
""",
MALL, "build", "verified", assets=["nuxt.config", "next.config"], branches=MB,
applies_to={"next": ">=14 <15"},
conditions="商城一套镜像多环境部署。",
counter="store-admin 是 Vite，VITE_ 变量同样构建期内联，但它按环境分别构建，不需要运行时注入方案。",
source="INC-2024-0307", updated="2024-03-07")

E(39, "Mall tests: @vue/test-utils + Jest → React Testing Library; mocking next/navigation",
r"""
Unit tests for migrated components use Jest + RTL (`next/jest` preset). Components calling `useRouter()` from `next/navigation` fail in tests with `invariant expected app router to be mounted`. Mock it:
```ts
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }), useSearchParams: () => new URLSearchParams('authCode=abc'), usePathname: () => '/pay/1' }));
```
Port behaviour, not implementation: the old `wrapper.vm.checkRx()` tests become "click 立即购买 → push('/me/realname')". Keep the characterization tests from the Vue side green until the Vue asset is deleted.
""",
MALL, "test", "verified", assets=["jest.config", "RxUploader", "useRxGuard"], branches=MB,
applies_to={"next": ">=14 <15", "react": ">=18 <19"},
conditions="Unit tests of storefront React components that use App Router hooks.",
counter="Store-admin uses Vitest, and its router is React Router — mock with MemoryRouter instead.",
source="vendor testing guide v2", updated="2024-03-18")

E(40, "antd-mobile Toast/Dialog 在 Server Component 中：needs useState 报错",
r"""
报错：`You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with "use client", so they're Server Components by default.`
原因：在 page.tsx（Server Component）里直接用了 antd-mobile 的 `Button`/`Dialog`。把交互部分抽到 `xxx.client.tsx` 并加 `'use client'`；页面只负责取数。`Toast.show` 这类命令式 API 只能在事件回调/effect 里调用。
""",
MALL, "component", "verified", assets=["antd-mobile"], branches=MB,
applies_to=M_NEXT,
conditions="Next 14 App Router 页面中使用 antd-mobile 组件。",
counter="Pages Router 页面（目前只有 /legacy-activity/*）没有 Server Component，不会出现此错误。",
source="Slack #fe-migration FAQ", updated="2024-02-15")

E(41, "Vant List → antd-mobile InfiniteScroll：loadMore 必须返回 Promise，避免重复加载",
r"""
Vant `van-list` 用 `v-model="loading"` + `:finished` + `@load`。antd-mobile `InfiniteScroll` 是 `loadMore: () => Promise<void>` + `hasMore`。第一版 loadMore 没 await 请求，InfiniteScroll 认为加载完成立即又触发，同一页请求了 3 次，订单列表重复。
```tsx
<InfiniteScroll hasMore={hasMore} loadMore={async () => { const r = await fetchPage(page + 1); append(r.list); setHasMore(r.hasMore); }} />
```
切换 Tab 时重置 list 和 hasMore，并给 InfiniteScroll 一个新的 `key`。
""",
MALL, "component", "verified", assets=["OrderList", "van-list"], branches=MB,
applies_to=M_REACT,
conditions="商城列表页（订单、药品搜索、门店）无限滚动。",
counter="store-admin 的表格分页用 antd Table pagination（见 tableListMixin），不要用 InfiniteScroll。",
source="PR tongluo-mall!1660", updated="2024-03-13")

E(42, "van-pull-refresh → PullToRefresh / 下拉刷新",
r"""
`van-pull-refresh v-model="refreshing" @refresh` → `<PullToRefresh onRefresh={async () => { await reload(); }}>`；onRefresh 必须返回 promise，文案用 `pullingText="下拉刷新" refreshingText="加载中..."`。
""",
MALL, "component", "verified", assets=["van-pull-refresh"], branches=MB,
applies_to=M_REACT,
conditions="Pull-to-refresh on storefront lists.",
counter="Do not wrap the whole page in PullToRefresh on pages with maps (StoreLocatorMap gestures conflict).",
source="vendor note W10", updated="2024-03-08")

E(43, "hotfix/* 上 Vant 2 Toast 单例导致医保提示被覆盖",
r"""
hotfix 线上 `Toast.loading('支付中')` 被随后的 `Toast('积分已更新')` 覆盖，用户以为支付卡住重复点击。Vant 2 Toast 默认单例。修复：`Toast.allowMultiple()` 只在支付页开启，loading 用返回的实例 `t.clear()` 关闭。仅 hotfix 线，React 版 antd-mobile Toast 无此问题。
""",
MALL, "component", "verified", assets=["InsurancePayPanel", "Toast"], branches=HF,
applies_to={"vant": "^2.12", "vue": "^2.7"},
conditions="hotfix/* 线 Vant 2 支付页的 Toast 覆盖问题。",
counter="main/feat/* 的 React 版不需要（antd-mobile Toast.show 返回 handler 自行 close）。",
source="hotfix/2024.05.1 commit 1b77e2d", updated="2024-05-06")

E(44, "scrollRestoreMixin → App Router scroll restoration (candidate)",
r"""
scrollRestoreMixin saved `scrollTop` per route in sessionStorage and restored it in `activated` (keep-alive). App Router restores scroll on back/forward for most pages, but not for lists that load data client-side after mount (the page is too short at restore time). Candidate checklist:
- restore only after the first page of data is rendered;
- key by pathname + search;
- test with InfiniteScroll pages (order list, search).
""",
MALL, "mixin", "candidate", assets=["scrollRestoreMixin"], branches=MB,
applies_to=M_NEXT,
conditions="Returning from drug detail to a client-loaded list.",
counter="Not needed for server-rendered lists.",
source="vendor note W14", updated="2024-04-05")

E(45, "商城 i18n：错误码文案字典替代 vue-i18n",
r"""
商城只有简体中文，vue-i18n 实际只用来把后端错误码映射成文案（`$t('err.QTY_INVALID')`）。迁移时不引入 next-intl，改为 `lib/errors/messages.ts` 的普通字典 + `errorText(code)`，未知错误码回退「网络开小差了，请稍后再试」并上报。antd-mobile 的 ConfigProvider 设 `locale={zhCN}`（从 `antd-mobile/es/locales/zh-CN` 引入）。
""",
MALL, "i18n", "verified", assets=["vue-i18n", "lib/errors/messages"], branches=MB,
applies_to=M_REACT,
conditions="商城错误提示文案与组件库 locale。",
counter="store-admin 的 i18n 涉及 antd 日期/分页 locale 与 dayjs/moment，见门店后台 i18n 条目。",
source="PR tongluo-mall!1600", updated="2024-03-04")

E(46, "说明书 v-html → dangerouslySetInnerHTML + DOMPurify",
r"""
药品说明书、活动规则来自 CMS 的 HTML，Vue 里 `v-html`。React 中统一用 `<SafeHtml html={...} />`：客户端用 DOMPurify 净化（允许 table、img；禁止 style 属性中的 `position:fixed`，曾被用来盖住「处方药」标识）。
Server Component 里渲染要用 `isomorphic-dompurify`（依赖 jsdom，只能 Node runtime，不能 Edge）。
""",
ALL, "directive", "verified", assets=["v-html", "SafeHtml"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="两个项目中渲染 CMS/后端 HTML 片段。",
counter="Edge runtime 路由（middleware、edge route handlers）里不能用 isomorphic-dompurify。",
source="安全评审 SEC-2024-03", updated="2024-03-01")

E(47, "Drug list Link prefetch flooding the SKU API",
r"""
In App Router, every `<Link>` in the viewport is prefetched in production. The search result list (40 items) prefetched 40 drug detail RSC payloads, each calling price/stock APIs — API gateway rate limits (`429 TL_RATE_LIMIT`) during campaigns. Set `prefetch={false}` on list-item Links; keep prefetch on the tab bar.
""",
MALL, "router", "verified", assets=["DrugCard", "next/link"], branches=MB,
applies_to={"next": ">=14 <15"},
conditions="Long lists of Links to dynamic pages on Next 14.",
counter="Static pages (help center) benefit from prefetch; leave it on there.",
source="INC-2024-0520", updated="2024-05-20")

E(48, "DrugSkuPicker：用 veaury 在 React 里直接包 Vant Sku（已废弃）",
r"""
2024-01 试过用 veaury 的 `applyVueInReact` 把 Vant 2 `van-sku` 包进 React 页面，省去重写。问题：页面要同时加载 Vue 2 运行时和 Vant（+68KB gzip）；Vant 样式和 antd-mobile 的 CSS 变量冲突；Popup 的 body 滚动锁两套互相打架。已废弃，用自研 DrugSkuPicker。
""",
MALL, "component", "deprecated", assets=["DrugSkuPicker"], branches=MB,
applies_to=M_REACT,
conditions="（历史）DrugSkuPicker 临时方案。",
counter="不要再使用。",
source="PR tongluo-mall!1480 (reverted)", updated="2024-01-30")

E(49, "store/member getters → selectors (bilingual one-liner)",
r"""
`mapGetters('member', ['level', 'availablePoints'])` → `useAppSelector(selectMemberLevel)`；不要在组件里 `useAppSelector(s => s.member)` 整块取，会导致无关更新也重渲染。Select the smallest primitive you need.
""",
MALL, "store", "verified", assets=["store/member"], branches=MB,
applies_to={"@reduxjs/toolkit": ">=1.9 <3"},
conditions="Mapping Vuex getters in storefront components.",
counter="zustand stores in store-admin: use selector + useShallow instead.",
source="Slack #fe-migration 2024-03-02", updated="2024-03-02")
# ==========================================================================
# tongluo-store-admin: Vue 2.6 + View UI (iView 4) + Vuex + vue-router 3 ->
# React 18 + antd 5 + zustand 4 + React Router 6 (legacy-pos: antd 4 / React 17)
# ==========================================================================

E(50, "RxAuditTable 迁移复盘：iView Table render 函数 → antd 5 Table columns",
r"""
## 背景
RxAuditTable 是药师审方工作台的核心列表：待审处方、审方中、已通过、已驳回四个 Tab，每行有处方来源、用药人、药品摘要、剩余时限倒计时和操作列（审核、驳回、转交）。Vue 版 iView 4 `<Table>`，列定义里大量 `render: (h, params) => h('Tag', { props: { color } }, text)`，外加 `slot` 列。迁移到 antd 5 `Table` 花了两个迭代，下面是踩过的坑。

## 1. render(h) → column.render
iView 的 `render(h, { row, column, index })` 改成 antd 的 `render(value, record, index)`。注意参数顺序，第一版直接 `render: (h, params) => ...` 改名成 `(row) =>`，拿到的其实是 dataIndex 对应的值。
```tsx
const columns: ColumnsType<RxAuditRow> = [
  { title: '处方号', dataIndex: 'rxNo', width: 160, fixed: 'left' },
  { title: '来源', dataIndex: 'source', width: 100,
    render: (v: RxSource) => <Tag color={SOURCE_COLOR[v]}>{SOURCE_TEXT[v]}</Tag> },
  { title: '剩余时限', dataIndex: 'deadline', width: 120,
    render: (_: unknown, r) => <Countdown deadline={r.deadline} warnBefore={10 * 60} /> },
  { title: '操作', key: 'op', fixed: 'right', width: 180,
    render: (_: unknown, r) => <RxAuditActions row={r} onDone={reload} /> },
];
```

## 2. rowKey
iView 不需要 key；antd 报 `Warning: [antd: Table] Each record in dataSource of table should have a unique `key` prop, or set `rowKey` of Table to an unique primary key.` 审方列表同一张处方可能因转交出现两条记录（rxNo 相同），必须用 `rowKey="auditId"`，不能用 rxNo。用 rxNo 时曾出现点了 A 行的「通过」实际提交了 B 行。

## 3. 固定列与横向滚动
iView `fixed: 'left'` 需要 `width`；antd 5 需要 `scroll={{ x: 1400 }}`，否则固定列不生效且表头错位。列总宽变化后记得更新 x。

## 4. 倒计时导致整表重渲染
Vue 版用一个全局 `setInterval` 修改每行的 `remain` 字段，Vue 响应式只更新那个单元格。React 里照搬（每秒 setState 整个 dataSource）导致 200 行的表每秒全量渲染，药师电脑 CPU 飙升。改为每个单元格自己的 `<Countdown>` 组件内部计时，数据源不变。

## 5. 筛选与排序
iView `sortable: 'custom'` + `@on-sort-change` → antd `sorter: true` + `onChange(pagination, filters, sorter)`。注意 antd 的 `sorter.order` 是 `'ascend' | 'descend' | undefined`，后端要的是 `asc/desc`，写一个映射，不要用字符串截取。

## 6. 空状态与加载
`loading` 直接透传；空状态用 `locale={{ emptyText: <Empty description="暂无待审处方" /> }}`。

## 7. 合规相关
- 超时未审（剩余时限 < 0）的处方行置灰并禁止「通过」，只能「驳回/转交」；这个规则 Vue 版在 render 函数里，迁移时放进 `RxAuditActions`，并补单测。
- 含管制药品的处方行显示红色「管」标，操作列「通过」需要二次确认（`modal.confirm`，见 App.useApp 那条）。

## 结果
迁移后 200 行时滚动帧率 55fps（Vue 版约 40fps），单测覆盖四个 Tab 的操作可用性矩阵。
""",
ADMIN, "component", "verified", assets=["RxAuditTable"], branches=AB,
applies_to=A5,
conditions="门店后台审方工作台（antd 5 / React 18 主线分支）的表格迁移。",
counter="legacy-pos 分支（antd 4）不包含审方工作台；倒计时单元格方案不适用于 BatchExpiryTable（效期按天计算，不需要秒级刷新）。",
source="PR tongluo-store-admin!932; 复盘 RxAuditTable-2024Q1", updated="2024-03-26")

E(51, "RxAuditTable batch approve: on-selection-change → rowSelection with cross-page keys",
r"""
iView `@on-selection-change="rows => selected = rows"` only knew the current page. Pharmacists wanted to batch-approve across pages (night shift, 80+ OTC-only prescriptions). antd `rowSelection={{ selectedRowKeys, onChange: setKeys, preserveSelectedRowKeys: true, getCheckboxProps: r => ({ disabled: r.hasControlled || r.expired }) }}`.
Rows containing controlled drugs or past deadline cannot be batch-approved (disabled checkbox + tooltip). Batch approve calls `/audit/batch` with at most 50 keys; show per-row results in a result modal.
""",
ADMIN, "component", "verified", assets=["RxAuditTable"], branches=AB,
applies_to={"antd": ">=4.4 <6", "react": ">=18 <19"},
conditions="Batch operations on RxAuditTable rows across pages.",
counter="Controlled-drug prescriptions must never be batch-approved; they need single review with double confirmation.",
source="PR tongluo-store-admin!958", updated="2024-04-03")

E(52, "RxAuditTable 展开行显示审方历史（待复核）",
r"""
想用 antd `expandable.expandedRowRender` 展示同一用药人近 30 天审方记录。性能：展开时才请求。合规问题：药师能否看到其他门店开的处方，隐私评审未结论，故 review_required。实现草稿：`expandable={{ expandedRowRender: r => <RxHistory userId={r.patientId} />, rowExpandable: r => r.hasHistory }}`。
""",
ADMIN, "component", "review_required", assets=["RxAuditTable"], branches=AB,
applies_to=A5,
conditions="审方时查看用药人历史处方。",
counter="未通过隐私评审前不得上线跨门店数据。",
source="PR tongluo-store-admin!990 (draft)", updated="2024-05-10")

E(53, "RxAuditDrawer: iView Drawer → antd Drawer (open + destroyOnClose), form reset bug",
r"""
RxAuditDrawer shows prescription images, drug list and the audit form (pass / reject reason). iView `<Drawer v-model="show">` kept the form mounted; Vue code reset it in `@on-visible-change`. In React we first kept the antd `Form` mounted too, and the reject reason of the previous prescription leaked into the next one (a pharmacist rejected the wrong Rx with a stale reason).
Use `<Drawer open={open} destroyOnClose width={720}>` and pass `key={auditId}` to the form so each prescription gets a fresh form. Images: antd `Image.PreviewGroup` (pharmacists need rotate: use `preview={{ toolbarRender }}` with rotate actions). Do not reuse the storefront RxUploadPreview.
""",
ADMIN, "component", "verified", assets=["RxAuditDrawer"], branches=AB,
applies_to=A5,
conditions="Store-admin audit drawer with a form, antd 5.",
counter="If the drawer must keep unsaved drafts when closed (not the case for audit), destroyOnClose is wrong.",
source="INC-2024-0318; PR tongluo-store-admin!941", updated="2024-03-19")

E(54, "v-auth 指令 → <Auth code> 组件 + useAuth()",
r"""
`v-auth="'rx:audit:pass'"` 在 `inserted` 钩子里判断权限，无权限则 `el.parentNode.removeChild(el)`。权限在登录时同步拿到（`/me/permissions` 在路由守卫前已加载完）。
React：
```tsx
export const Auth = ({ code, children, fallback = null }: { code: string | string[]; children: ReactNode; fallback?: ReactNode }) =>
  usePermissionStore(s => hasAny(s.codes, code)) ? <>{children}</> : <>{fallback}</>;
export const useAuth = (code: string) => usePermissionStore(s => s.codes.has(code));
```
按钮级别用 `<Auth code="rx:audit:pass"><Button>通过</Button></Auth>`，逻辑判断用 `useAuth`。注意 removeChild 的 DOM 操作不要模仿（React 会报 `Failed to execute 'removeChild' on 'Node'`）。
""",
ADMIN, "directive", "verified", assets=["v-auth"], branches=ANY,
applies_to={"react": ">=17 <19", "zustand": ">=4 <5"},
conditions="权限码在渲染前已同步加载完成的页面（绝大多数后台页面）。",
counter="权限码异步/按需加载的模块（POS 扩展菜单、医保模块）用 v-auth-lazy 的方案，本方案会在权限未到时直接隐藏按钮且不会再出现。",
source="PR tongluo-store-admin!870", updated="2024-02-27")

E(55, "v-auth-lazy → <AuthLazy>: permissions that arrive after first render",
r"""
`v-auth-lazy` is the cousin of `v-auth` used in modules whose permission codes are fetched on demand (`/me/permissions?module=mi` for the medical-insurance module, and POS extension menus). The directive hid the element with `visibility:hidden`, subscribed to the Vuex `permission/loaded` event and re-evaluated in `componentUpdated`.
A naive port to `<Auth>` rendered `null` before the codes arrived and, because the module codes were merged into a separate map, never re-rendered → the 医保结算 button never appeared for authorised pharmacists on first load.
Port:
```tsx
export function AuthLazy({ module, code, children }: Props) {
  const state = usePermissionStore(s => s.modules[module]?.state ?? 'idle');
  const ok = usePermissionStore(s => s.modules[module]?.codes.has(code) ?? false);
  useEffect(() => { if (state === 'idle') usePermissionStore.getState().loadModule(module); }, [module, state]);
  if (state !== 'ready') return <Skeleton.Button active size="small" />;
  return ok ? <>{children}</> : null;
}
```
Keep layout stable with the skeleton (the directive's `visibility:hidden` did that). Never fall back to "show while loading" for pay/settle buttons.
""",
ADMIN, "directive", "verified", assets=["v-auth-lazy"], branches=ANY,
applies_to={"react": ">=17 <19", "zustand": ">=4 <5", "antd": ">=4 <6"},
conditions="Permission codes loaded lazily per module (medical insurance, POS extensions).",
counter="For synchronously loaded codes use the plain v-auth port; adding skeletons there only causes flicker.",
source="PR tongluo-store-admin!902", updated="2024-03-12")

E(56, "v-auth：withAuth HOC 包每个按钮（已废弃）",
r"""
最早把 v-auth 迁成 `withAuth(Button, 'code')` HOC，每个按钮一个包装组件，ref 转发、antd Button 的 `Space` 布局都出问题，且 TS 类型推导很差。已由 `<Auth>` 组件替代，废弃。
""",
ADMIN, "directive", "deprecated", assets=["v-auth"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="（历史）v-auth 第一版迁移。",
counter="不要使用。",
source="PR tongluo-store-admin!801 (reverted)", updated="2024-02-10")

E(57, "usePermissionStore：Vuex permission 模块 → zustand 4（命名导入 create + useShallow）",
r"""
Vuex `permission` 模块（codes、menus、modules）迁到 zustand：
```ts
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
export const usePermissionStore = create<PermState>()((set, get) => ({
  codes: new Set<string>(), menus: [], modules: {},
  async loadModule(m) { set(s => ({ modules: { ...s.modules, [m]: { state: 'loading', codes: new Set() } } })); /* ... */ },
}));
// 组件里取多个字段
const { menus, codes } = usePermissionStore(useShallow(s => ({ menus: s.menus, codes: s.codes })));
```
控制台警告 `[DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`.` 就是用了 `import create from 'zustand'`，统一改命名导入。`useShallow` 需要 zustand 4.4+。
""",
ADMIN, "store", "verified", assets=["usePermissionStore", "store/permission"], branches=ANY,
applies_to={"zustand": ">=4.4 <5", "react": ">=17 <19"},
conditions="门店后台 Vuex 模块迁 zustand 4.4 及以上。",
counter="zustand 4.3 及以下没有 useShallow（feat/pos-offline 还锁 4.3.9），那里用 `shallow` 作为第二参数；zustand 5 的 API 有变化，未验证。",
source="PR tongluo-store-admin!880", updated="2024-03-01")

E(58, "useCartStore (POS cart) → zustand with immer: batch allocation (FEFO), qty, price lines",
r"""
## Context
`useCartStore` is the POS cashier cart in store-admin. On the Vue side it is a Vuex module wrapped by a composition helper (`@vue/composition-api`) so components could call `const cart = useCartStore()`. It holds lines (sku, batch, qty, unit price, member price), the member, and the payment split. It is NOT the parked-orders store (`useCartDraftStore`), which persists carts the cashier put aside.

## Target
```ts
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
export const useCartStore = create<CartState>()(immer((set, get) => ({
  lines: [], member: null,
  addBySku(sku, qty = 1) {
    set(s => {
      const batches = allocateFEFO(sku.batches, qty);   // first-expiry-first-out
      for (const b of batches) {
        const line = s.lines.find(l => l.skuId === sku.id && l.batchNo === b.batchNo);
        line ? (line.qty += b.qty) : s.lines.push({ skuId: sku.id, batchNo: b.batchNo, expire: b.expire, qty: b.qty, priceFen: sku.priceFen });
      }
    });
  },
  clear() { set(s => { s.lines = []; s.member = null; }); },
})));
```

## Lessons
1. FEFO allocation lived in a Vuex getter that recomputed on every render. Move it into the action: allocate once when the line is added; re-allocate only when qty changes.
2. Batches with less than 30 days to expiry are excluded from automatic allocation (store policy); the cashier can pick them manually with a confirmation. Expired batches are never allocable.
3. Ephedrine (含麻) lines: the store enforces `qty <= 2` per member per day together with the ControlledDrugLedger registration; the cart must block checkout until the ledger entry id is attached to the line.
4. Money stays in fen (integers). Member price and promotions come from `/pos/price-preview`, never computed in the store.
5. Selectors: components subscribe with `useCartStore(s => s.lines.length)` or `useShallow`; subscribing to the whole state re-rendered the barcode input on every keystroke and dropped scanner characters.
6. Do not persist this store. Persistence is only for parked carts (useCartDraftStore). A persisted live cart caused a new cashier shift to open with the previous customer's lines.

## Tests
Vitest: allocation across 3 batches, expiring-batch exclusion, 含麻 block, clear on shift change.
""",
ADMIN, "store", "verified", assets=["useCartStore"], branches=AB,
applies_to={"zustand": ">=4.4 <5", "react": ">=18 <19"},
conditions="POS cart state in store-admin main line (React 18, zustand 4.4+).",
counter="Not for parked orders (useCartDraftStore) and not for the storefront cart (tongluo-mall store/cart, Redux). On legacy-pos (React 17) also read the batching entry.",
source="PR tongluo-store-admin!1011; vendor design doc POS-cart-v3", updated="2024-04-16")

E(59, "useCartDraftStore（挂单）→ zustand persist：按门店+收银员隔离",
r"""
挂单：顾客临时去拿医保卡/找处方，收银员把当前购物车「挂起」，先服务下一位。Vue 版 `useCartDraftStore` 存 localStorage，key 固定 `pos_drafts`，同一台收银机换班后能看到上一班的挂单，还出现过两个门店共用测试机时串单。
迁移：
```ts
export const useCartDraftStore = create<DraftState>()(persist((set, get) => ({
  drafts: [],
  park(cart) { set(s => ({ drafts: [...s.drafts, { id: nanoid(), at: Date.now(), cart }].slice(-10) })); },
  resume(id) { const d = get().drafts.find(x => x.id === id); set(s => ({ drafts: s.drafts.filter(x => x.id !== id) })); return d?.cart; },
}), { name: `pos_drafts:${storeId}:${cashierId}`, version: 2, migrate: migrateV1 }));
```
- key 里带门店和收银员；换班（交班）时清空本人挂单并提示未处理数量。
- 挂单最多 10 单，超过 2 小时的挂单恢复时重新询价（价格/库存可能变化）、重新做 FEFO 分配。
- 含麻药品的挂单恢复时必须重新登记（登记有时效）。
- 恢复挂单会覆盖 useCartStore 当前内容，当前有未结算商品时先提示。
""",
ADMIN, "store", "verified", assets=["useCartDraftStore"], branches=ANY,
applies_to={"zustand": ">=4.4 <5", "react": ">=17 <19"},
conditions="POS 挂单（暂存购物车）持久化，主线和 legacy-pos 都适用。",
counter="不是实时购物车 useCartStore（它不能持久化）；商城的处方需求单草稿 store/rxDemand 不是挂单。",
source="PR tongluo-store-admin!1024", updated="2024-04-18")

E(60, "legacy-pos：React 17 没有自动批处理，扫码回调里多次 setState 导致购物车闪烁",
r"""
legacy-pos 锁 React 17。扫码枪回调（原生 keydown 监听里触发）中连续调用 `addBySku`、`setLastScanned`、`setInputValue`，React 17 只在 React 事件处理器里批处理，原生事件/setTimeout/promise 里每次 setState 都同步渲染，购物车行数先出现再消失闪一下，低配收银机上掉扫码字符。
修复：原生回调中用 `unstable_batchedUpdates(() => { ... })` 包住，或者合并成 zustand 的单次 `set`。主线 React 18 已自动批处理，不需要这段代码（加了也无害但别复制过去）。
""",
ADMIN, "store", "verified", assets=["useCartStore", "BarcodeScanInput"], branches=LP,
applies_to={"react": "^17"},
conditions="legacy-pos 分支（React 17）中在原生事件、定时器、promise 回调里多次更新状态。",
counter="React 18 主线不需要 unstable_batchedUpdates；不要据此在主线加 flushSync。",
source="legacy-pos commit 4e2a9d0", updated="2024-04-20")

E(61, "BarcodeScanInput：扫码枪输入与中文输入法冲突",
r"""
扫码枪本质是键盘，1-2ms 一个字符，末尾 Enter。iView `Input @on-enter` 时代就有问题：收银员电脑开着搜狗输入法中文模式时，扫码枪字符进入输入法候选框。
React 版：
- 输入框 `inputMode="none"` 无法阻止 IME；改为监听 `keydown`，用 `e.isComposing` 识别输入法状态，同时在 `compositionstart` 时提示「请切换到英文输入法」；
- 按时间间隔判定扫码：字符间隔 < 30ms 且长度 ≥ 8 视为扫码，否则当人工输入；
- 条码识别后 `e.preventDefault()`，不让 Enter 触发表单提交。
```ts
const buf = useRef<{ s: string; t: number }>({ s: '', t: 0 });
const onKeyDown = (e: React.KeyboardEvent) => {
  if (e.nativeEvent.isComposing) return;
  const now = performance.now();
  if (now - buf.current.t > 30) buf.current.s = '';
  buf.current.t = now;
  if (e.key === 'Enter') { if (buf.current.s.length >= 8) { e.preventDefault(); onScan(buf.current.s); } buf.current.s = ''; return; }
  if (e.key.length === 1) buf.current.s += e.key;
};
```
""",
ADMIN, "component", "verified", assets=["BarcodeScanInput"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="POS 收银台、入库单的扫码枪输入（主线与 legacy-pos）。",
counter="摄像头扫码（商城、药师 PDA 的 H5）不适用；全局扫码监听见 v-scan。",
source="PR tongluo-store-admin!1030", updated="2024-04-19")

E(62, "v-scan directive → useScanner(): global scanner listener",
r"""
`v-scan="onScan"` attached a document-level keydown listener while the element was mounted, so pages without a focused input (stock check, batch lookup) still received scans.
React: `useScanner(onScan, { enabled })` registers one document listener (capture phase), ignores events whose target is an editable element (those are handled by BarcodeScanInput), and uses the same 30ms heuristic. Only one active scanner consumer at a time: a small stack in a module variable — opening a Modal that scans pushes, closing pops. In React 18 StrictMode dev the effect mounts twice; make register/unregister symmetric or the stack gets two entries.
""",
ADMIN, "directive", "verified", assets=["v-scan", "useScanner"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="Pages that must receive barcode scans without a focused input.",
counter="Inside text inputs use BarcodeScanInput; do not attach both or every scan is handled twice.",
source="vendor note W15", updated="2024-04-12")

E(63, "PosCheckout 复盘：为什么 legacy-pos 锁 antd 4 / React 17，以及在该分支上怎么迁",
r"""
## 背景
门店收银机有 1,100 台左右是 2018 年采购的一体机，运行厂商定制的收银壳（基于 Chromium 79 的 CEF），还要加载医保读卡厂商提供的一个 UMD 组件 `mi-card-widget`，它 peer 依赖 React 17 并使用 `ReactDOM.render`。主线迁到 React 18 + antd 5 后，这批机器出现：
- antd 5 的 CSS-in-JS 生成 `:where(.css-dev-only-do-not-override-xxx)` 选择器，Chromium 79 不支持 `:where`（88 才支持），所有 antd 样式失效，按钮变成原生样子；
- `mi-card-widget` 在 React 18 下 `ReactDOM.render` 报警告并且读卡回调不触发（它内部依赖 React 17 的同步渲染时序）。

## 决策
设立 `legacy-pos` 分支：只包含 POS 收银相关页面（PosCheckout、挂单、交班、医保读卡），锁定 `react@17.0.2`、`antd@4.24.x`、`moment`。计划在 2025 Q2 换机后合回主线。主线的 StyleProvider 降级方案（见 antd 5 兼容老内核那条）在 Chromium 79 上能解决 `:where`，但 mi-card-widget 的问题无解，所以仍然需要分支。

## 在 legacy-pos 上迁移 PosCheckout 的规则
1. **组件 API 以 antd 4.24 为准**：`Modal` 用 `open`（4.23 起支持，别用 visible，方便以后合并）；DatePicker/RangePicker 值是 moment；`RangePicker` 的快捷选项用 `ranges`，不是 `presets`。
2. **主题**：less `modifyVars`，不是 ConfigProvider token。
3. **挂载**：`ReactDOM.render(<App />, el)`，不要 createRoot（React 17 没有）。微前端岛（Vue 宿主里挂 React 组件）卸载用 `ReactDOM.unmountComponentAtNode`。
4. **状态**：zustand 4 在 React 17 可用；但原生事件里的多次 set 没有自动批处理（见 React 17 批处理那条）。
5. **快捷键**：收银员习惯 F2 改数量、F4 挂单、F8 医保、F12 结算。iView 时代用 `document.onkeydown`，迁移后用一个 `useHotkeys` 统一注册，注意 CEF 壳会拦截 F5/F11，别用。
6. **打印**：小票仍走 C-Lodop（见 printMixin 那条），legacy-pos 的 C-Lodop 版本更老，`PRINT_INITA` 参数单位是 mm 不是 px。

## PosCheckout 结构
```tsx
// legacy-pos: src/pages/pos/PosCheckout.tsx  (React 17 + antd 4)
export default function PosCheckout() {
  const lines = useCartStore(s => s.lines);
  useHotkeys({ F2: editQty, F4: parkCart, F8: openMiSettle, F12: checkout });
  return (
    <Layout className="pos">
      <BarcodeScanInput onScan={code => useCartStore.getState().addByBarcode(code)} autoFocus />
      <Table rowKey={l => l.skuId + ':' + l.batchNo} dataSource={lines} columns={cols} pagination={false} size="small" />
      <PosSummary />
    </Layout>
  );
}
```

## 合并回主线时
所有 legacy-pos 提交带 `[legacy-pos]` 前缀；antd 4 → 5 的差异点在 `docs/legacy-pos-diff.md` 维护，包括 moment → dayjs、ranges → presets、less → token。
""",
ADMIN, "component", "verified", assets=["PosCheckout"], branches=LP,
applies_to=A4,
conditions="legacy-pos 分支（React 17 + antd 4.24）上的收银台迁移。",
counter="主线（antd 5 / React 18）的 PosCheckout 不要套用本文的 antd 4 写法（moment、ranges、less、ReactDOM.render）。",
source="架构决策 ADR-017 legacy-pos; PR tongluo-store-admin!1040", updated="2024-04-28")

E(64, "antd 5 on old Chromium POS shells: StyleProvider hashPriority + legacy logical properties",
r"""
For terminals on Chromium < 88 that run the main line (not legacy-pos): antd 5 CSS-in-JS uses `:where()` (Chromium 88+) and logical properties like `margin-inline-start` (Chromium 87+). Wrap the app:
```tsx
import { StyleProvider, legacyLogicalPropertiesTransformer } from '@ant-design/cssinjs';
<StyleProvider hashPriority="high" transformers={[legacyLogicalPropertiesTransformer]}><App /></StyleProvider>
```
Tested only on 12 terminals of two models; the drop-in `mi-card-widget` still fails on React 18, so this does not replace legacy-pos. Needs a wider pilot before becoming the default.
""",
ADMIN, "style", "review_required", assets=["App", "PosCheckout"], branches=AB,
applies_to={"antd": ">=5 <6", "react": ">=18 <19"},
conditions="Main-line store-admin on terminals with Chromium 79-87.",
counter="legacy-pos (antd 4) does not need this; do not add @ant-design/cssinjs there. Terminals needing mi-card-widget stay on legacy-pos.",
source="vendor pilot report POS-CSS-04", updated="2024-05-13")

E(65, "InsuranceSettleModal 复盘：医保读卡本地代理 WebSocket 在 React 18 下的连接管理",
r"""
## 背景
门店医保刷卡结算：收银机上装有医保读卡代理（厂商提供，Windows 服务），监听 `ws://127.0.0.1:18770`。InsuranceSettleModal 打开时连接代理，发送 `READ_CARD`，代理返回参保人信息（加密），前端转发后端 `/mi/pos/pre-settle`，药师确认后 `/mi/pos/settle`。Vue 版在 `mounted` 建连、`beforeDestroy` 关连。

## 问题
1. **开发环境连两次**：React 18 StrictMode 下 effect 挂载-卸载-再挂载，第一次的 socket 还在 CONNECTING 时被 close，代理（单连接设计）把第二个连接也踢掉，报 `MI_AGENT_BUSY`。开发以为代理坏了，浪费了两天。
2. **生产环境偶发读卡无响应**：Modal 用了 `destroyOnClose=false`，关闭后组件不卸载，socket 一直开着；下次打开又 new 了一个，代理拒绝。
3. **重连风暴**：代理服务重启期间，前端 `onclose` 立即重连，每秒几十次，CPU 100%。

## 方案
把连接从组件里拿出来，做成模块级单例 `miAgent`，组件只订阅：
```ts
// lib/mi/agent.ts
class MiAgent {
  private ws: WebSocket | null = null; private refs = 0; private retry = 0;
  acquire() { if (this.refs++ === 0) this.connect(); return () => this.release(); }
  private release() { if (--this.refs === 0) { this.ws?.close(1000); this.ws = null; } }
  private connect() {
    const ws = new WebSocket('ws://127.0.0.1:18770');
    ws.onopen = () => { this.retry = 0; };
    ws.onclose = e => { if (this.refs > 0 && e.code !== 1000) setTimeout(() => this.connect(), Math.min(30000, 1000 * 2 ** this.retry++)); };
    this.ws = ws;
  }
  readCard(): Promise<MiCardInfo> { /* request/response by msgId, 15s timeout */ }
}
export const miAgent = new MiAgent();

// InsuranceSettleModal.tsx
useEffect(() => (open ? miAgent.acquire() : undefined), [open]);
```
引用计数让 StrictMode 的 mount/unmount/mount 变成 1→0→1，但 release 里延迟 300ms 真正关闭，避免抖动。

## 业务规则
- 参保人信息只在内存，不进 zustand，不落 localStorage；
- 预结算返回的统筹/个账/自费金额以分为单位展示，禁止前端重算；
- 结算失败码 `MI-2003`（余额不足）时可转自费，其他失败码必须冲正流程，由后端发起，前端不可重复点击结算；
- 每次打开 Modal 都重新读卡，不复用上一位顾客的卡信息。

## 结论
连接类副作用（WebSocket、串口、打印机）统一做成带引用计数的模块单例，组件只 acquire/release。
""",
ADMIN, "component", "verified", assets=["InsuranceSettleModal"], branches=AB,
applies_to=A5,
conditions="主线（React 18 + antd 5）POS 医保刷卡结算，读卡走本机代理 WebSocket。",
counter="legacy-pos（React 17）没有 StrictMode 双挂载，且读卡走 mi-card-widget 组件而不是 WebSocket；商城的医保移动支付是 InsurancePayPanel，完全不同的流程。",
source="PR tongluo-store-admin!1065; 复盘 MI-POS-2024-05", updated="2024-05-17")

E(66, "legacy-pos InsuranceSettleModal: mount mi-card-widget with ReactDOM.render in a ref",
r"""
On legacy-pos the card reader is the vendor UMD widget (`window.MiCardWidget`), React 17 peer. Render it into a ref'd div inside the antd 4 Modal: `useEffect(() => { MiCardWidget.mount(ref.current, { onRead }); return () => MiCardWidget.unmount(ref.current); }, [])`; set `destroyOnClose` on the Modal so the widget is unmounted each time. Do not try the WebSocket agent on these terminals (not installed).
""",
ADMIN, "component", "verified", assets=["InsuranceSettleModal"], branches=LP,
applies_to=A4,
conditions="legacy-pos POS medical-insurance settlement.",
counter="Main line uses the WebSocket agent (miAgent singleton).",
source="legacy-pos commit 77ab310", updated="2024-05-03")

E(67, "ControlledDrugLedger 含麻登记台账：双人复核与身份证读卡",
r"""
门店销售含麻黄碱类复方制剂需登记：购买人姓名、身份证号、药品、批号、数量、销售时间，并由当班药师复核。Vue 版 iView Form + 两段签名弹窗。
迁移要点：
- 身份证读卡器走本机代理（与医保代理同一套 acquire/release 单例，端口 18771）；读卡失败允许手工输入，但要求复核人二次确认；
- 数量：同一身份证当日累计 ≤ 2 个最小包装，前端先查 `/ctrl/ledger/quota?idNo=` 展示剩余额度，提交时以后端校验为准；
- 复核人不能与销售人相同（`reviewerId !== sellerId`），复核用复核人自己的工号密码，不用当前登录态；
- 台账记录提交后不可编辑，只能作废并重新登记（作废需店长权限 `ctrl:ledger:void`，用 <Auth>）；
- 打印台账显示完整身份证号（监管要求），界面列表脱敏。
""",
ADMIN, "component", "verified", assets=["ControlledDrugLedger"], branches=ANY,
applies_to={"react": ">=17 <19", "antd": ">=4 <6"},
conditions="门店端含麻黄碱类复方制剂销售登记（主线与 legacy-pos）。",
counter="精神药品/麻醉药品的专用账册由药监系统管理，不在本组件；商城的含麻实名弹窗是 ControlledDrugNotice（无需双人复核）。",
source="PR tongluo-store-admin!1002; 质量部 SOP-CTRL-03", updated="2024-04-11")

E(68, "ControlledDrugLedger export to Excel (candidate)",
r"""
Candidate: export the ledger month view to xlsx with SheetJS for inspections. Checklist: export only for role 质量负责人; include full ID number only in the export for regulators and log who exported; file name `含麻登记_门店编码_YYYYMM.xlsx`; not yet agreed whether export should be server-side (preferred by security).
""",
ADMIN, "component", "candidate", assets=["ControlledDrugLedger"], branches=AB,
applies_to=A5,
conditions="Monthly ledger export for drug-administration inspections.",
counter="Do not add client-side export to other tables (BatchExpiryTable export is server-side already).",
source="需求池 TL-QA-31", updated="2024-05-30")

E(69, "BatchExpiryTable：批号效期表，近效期预警行高亮（90 天口径）",
r"""
BatchExpiryTable（库存 → 批号效期）列出每个 SKU 的批号、生产日期、有效期至、库存。Vue 版用 iView `row-class-name`。antd 5：
```tsx
<Table rowKey="batchId" rowClassName={r => expiryClass(r.expireDate)} columns={cols} dataSource={rows}
  onChange={(p, f, sorter) => setSort(toApiSort(sorter))} />
// 90 天内 warn（黄），30 天内 danger（红），已过期 expired（灰 + 删除线）
```
- 预警口径 90 天来自门店配置 `store.expiryWarnDays`（默认 90），不要写死；
- 有效期按「至当日（含）」计算：`dayjs(expireDate).endOf('day')`；
- 默认按效期升序（FEFO 视角），后端排序；
- 样式用 antd 5 token：`token.colorWarningBg` / `token.colorErrorBg`，不要硬编码颜色。
""",
ADMIN, "component", "verified", assets=["BatchExpiryTable"], branches=AB,
applies_to=A5,
conditions="门店后台主线的批号效期列表。",
counter="商城 ExpiryTag 的 180 天口径与 SSR 时区方案不适用这里；legacy-pos 没有该页面。",
source="PR tongluo-store-admin!975", updated="2024-04-08")

E(70, "效期「至当日」语义：效期当天被判过期（team-wide）",
r"""
两个项目都出过同一个 bug：`dayjs().isAfter(dayjs('2024-06-30'))` 在 6 月 30 日白天为 true，效期当天的药被判过期、POS 拒绝销售。药品有效期「至 2024-06-30」含当天。统一：
- `YYYY-MM-DD` → `endOf('day')`；`YYYYMM` / `YYYY-MM`（只有年月）→ `endOf('month')`（《药品说明书和标签管理规定》：标注到月的，有效期至该月最后一天）；
- 比较时用业务时区 Asia/Shanghai；
- 写一个共享的 `parseExpiry`（`@tongluo/utils/expiry`），不要在组件里各写各的。
""",
ALL, "other", "verified", assets=["parseExpiry", "ExpiryTag", "BatchExpiryTable"], branches=ANY,
conditions="任何判断药品是否过期/近效期的代码。",
counter="生产日期、处方开具日期不是「至当日」语义，不要用 endOf。",
source="@tongluo/utils 1.6.0; INC-2024-0229", updated="2024-03-02")

E(71, "StockInForm: iView Form validate(callback) → antd validateFields() promise",
r"""
iView: `this.$refs.form.validate(valid => { if (valid) submit(); })`. antd (4 and 5): `form.validateFields()` returns a promise that rejects with `{ errorFields, values, outOfDate }`. The first port did `const ok = await form.validateFields(); if (ok) submit()` without try/catch → `Uncaught (in promise) {errorFields: [...], outOfDate: false}` in the console and the submit button stayed in loading state.
```tsx
const onSubmit = async () => {
  try { const values = await form.validateFields(); setSaving(true); await saveStockIn(values); }
  catch (e) { if ((e as any)?.errorFields) form.scrollToField((e as any).errorFields[0].name); else throw e; }
  finally { setSaving(false); }
};
```
Or just use `<Form onFinish>` and let antd handle it. iView `prop="batchNo"` → `Form.Item name="batchNo"`; iView `rules` trigger `'blur'` → `validateTrigger="onBlur"`.
""",
ADMIN, "component", "verified", assets=["StockInForm"], branches=ANY,
applies_to={"antd": ">=4 <6", "react": ">=17 <19"},
conditions="Any store-admin form migrated from iView Form, on antd 4 or 5.",
counter="antd-mobile Form on the storefront behaves the same but scrollToField differs; do not copy the scroll logic there.",
source="vendor note W07", updated="2024-02-16")

E(72, "StockInForm 批号异步校验：防抖与竞态",
r"""
入库单批号要调 `/stock/batch/check` 校验（同 SKU 批号已存在且效期不同 → 报错「批号效期冲突」）。iView 的 `validator` 每次输入都请求。antd `rules: [{ validator: debouncedCheck }]` 直接用 lodash debounce 会导致 validator 返回的 promise 永不 resolve（被防抖吞掉）。做法：`validateTrigger="onBlur"`，validator 内部用 AbortController 取消上一次请求，只认最后一次结果。扫码录入批号时（BarcodeScanInput）扫完立即触发 `form.validateFields(['batchNo'])`。
""",
ADMIN, "component", "verified", assets=["StockInForm"], branches=ANY,
applies_to={"antd": ">=4 <6", "react": ">=17 <19"},
conditions="入库单等需要远程校验的字段。",
counter="不要对金额/数量这类本地校验字段用 onBlur（体验差）。",
source="PR tongluo-store-admin!948", updated="2024-03-29")

E(73, "StorePicker: iView remote Select → antd Select showSearch + filterOption={false}",
r"""
iView `<Select filterable remote :remote-method="search" :loading="loading">`. antd: `<Select showSearch filterOption={false} onSearch={debouncedSearch} notFoundContent={loading ? <Spin size="small" /> : null} options={opts} labelInValue />`.
Gotcha: without `filterOption={false}` antd filters the remote results again by label and hides stores whose code matched but name did not (pharmacists search by store code `HZ0123`). `labelInValue` keeps the store name for display when the selected store is not in the current options page. Region managers can pick multiple stores: `mode="multiple" maxTagCount="responsive"`.
""",
ADMIN, "component", "verified", assets=["StorePicker"], branches=ANY,
applies_to={"antd": ">=4 <6"},
conditions="Remote-search selects in store-admin (store, supplier, drug search).",
counter="`maxTagCount=\"responsive\"` exists on antd 4.10+ only; the POS shell on legacy-pos is fine (4.24).",
source="vendor note W08", updated="2024-02-22")

E(74, "DateRangeQuick（antd 5）：快捷日期用 presets + dayjs",
r"""
iView DatePicker `options.shortcuts`（今天、近7天、本月）→ antd 5 RangePicker：
```tsx
const presets: TimeRangePickerProps['presets'] = [
  { label: '今天', value: [dayjs().startOf('day'), dayjs().endOf('day')] },
  { label: '近7天', value: [dayjs().subtract(6, 'day').startOf('day'), dayjs().endOf('day')] },
  { label: '本月', value: [dayjs().startOf('month'), dayjs().endOf('day')] },
];
<RangePicker presets={presets} />
```
antd 5 里 `ranges` 已废弃，值是 dayjs。提交后端统一 `format('YYYY-MM-DD HH:mm:ss')`。
""",
ADMIN, "component", "verified", assets=["DateRangeQuick"], branches=ANY,
applies_to={"antd": ">=5 <6"},
conditions="antd 5 的日期范围快捷选项。",
counter="antd 4（legacy-pos）用 ranges + moment，见 antd 4 那条。",
source="PR tongluo-store-admin!890", updated="2024-03-04")

E(75, "DateRangeQuick on antd 4 (legacy-pos): `ranges` with moment",
r"""
On legacy-pos we keep the antd 4 `ranges` API (what the shift report has always used, and what `docs/legacy-pos-diff.md` maps to `presets` on main); use `ranges={{ '今天': [moment().startOf('day'), moment().endOf('day')], '近7天': [moment().subtract(6, 'days').startOf('day'), moment().endOf('day')] }}`. Values are moment objects; do not import dayjs here. Shift report (交班报表) uses this.
""",
ADMIN, "component", "verified", assets=["DateRangeQuick"], branches=ANY,
applies_to={"antd": "^4"},
conditions="antd 4 RangePicker quick ranges (legacy-pos).",
counter="antd 5 main line uses presets + dayjs.",
source="legacy-pos commit 5d0e1aa", updated="2024-04-22")

E(76, "antd 4 DatePicker: 'date.clone is not a function' / 字符串值要转 moment",
r"""
`TypeError: date.clone is not a function` — antd 4 DatePicker 的 value 传了后端字符串 `"2024-05-01"`。antd 4 需要 moment 对象：`value={v ? moment(v) : null}`；Form 里用 `getValueProps`/`normalize` 转换。Pass a moment, not a string.
""",
ADMIN, "component", "verified", assets=["DatePicker", "DateRangeQuick"], branches=ANY,
applies_to={"antd": "^4"},
conditions="antd 4 DatePicker/RangePicker receives string values.",
counter="On antd 5 the value must be dayjs (the error text is different).",
source="legacy-pos FAQ", updated="2024-04-23")

E(77, "antd 5 DatePicker: 'clone.weekday is not a function' — dayjs plugins",
r"""
`TypeError: clone.weekday is not a function` when opening DatePicker. Cause: two dayjs copies (one pulled by a utils package) or our code calling `dayjs.extend` on a different instance than antd's. Dedupe dayjs in the lockfile (`pnpm why dayjs`), and extend plugins once in `src/dayjs.ts` (weekday, localeData, weekOfYear, customParseFormat, utc, timezone) imported at app entry.
""",
ADMIN, "component", "verified", assets=["DatePicker", "DateRangeQuick"], branches=ANY,
applies_to={"antd": ">=5 <6"},
conditions="antd 5 DatePicker with dayjs.",
counter="antd 4 uses moment; the plugin fix is irrelevant there.",
source="vendor note W12", updated="2024-03-21")

E(78, "this.$Modal.confirm → App.useApp().modal：静态方法拿不到主题/上下文",
r"""
iView `this.$Modal.confirm({ title, content, onOk })` 大量用于「确认通过处方」「作废台账」。直接换成 antd 5 `Modal.confirm(...)` 后控制台：
`Warning: [antd: Modal] Static function can not consume context like dynamic theme. Please use 'App' component instead.`
并且弹窗不跟随 ConfigProvider 的主题色、locale（按钮显示 OK/Cancel）。
做法：根组件包 `<App>`（antd 的 App 组件），业务里 `const { modal, message, notification } = App.useApp();`。
```tsx
const { modal } = App.useApp();
const onPass = () => modal.confirm({ title: '确认通过该处方？', content: '含管制药品，请再次核对用药人与剂量', okText: '确认通过', onOk: () => passAudit(row.auditId) });
```
非组件代码（axios 拦截器）需要弹窗时，在 App 内部用一个 `<StaticHolder>` 把 `App.useApp()` 的结果存到模块变量。
""",
ADMIN, "plugin", "verified", assets=["$Modal", "$Message", "RxAuditTable"], branches=ANY,
applies_to={"antd": ">=5 <6", "react": ">=18 <19"},
conditions="antd 5 中替换 iView 的 $Modal/$Message/$Notice 全局方法。",
counter="antd 4（legacy-pos）没有 App 组件，静态方法 + ConfigProvider.config 即可。",
source="PR tongluo-store-admin!905", updated="2024-03-13")

E(79, "legacy-pos: $Message → antd 4 static message (one-liner)",
r"""
antd 4: `message.success('挂单成功')` static call is fine; set `message.config({ top: 80, maxCount: 2 })` once so POS toasts do not cover the total. 无需 App 组件。
""",
ADMIN, "plugin", "verified", assets=["$Message"], branches=LP,
applies_to=A4,
conditions="legacy-pos toasts.",
counter="antd 5 main line: use App.useApp().message.",
source="legacy-pos commit 0aa3c19", updated="2024-04-24")

E(80, "`visible` → `open`: antd deprecation warning (Modal/Drawer/Dropdown/Tooltip)",
r"""
`Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead.` iView used `v-model` / `value` for visibility; when porting, always write `open` and `onCancel`/`onClose`. `open` exists since antd 4.23, so the same code works on legacy-pos (4.24) and main (5.x). Dropdown: `onVisibleChange` → `onOpenChange`.
""",
ADMIN, "component", "verified", assets=["Modal", "Drawer", "RxAuditDrawer"], branches=ANY,
applies_to={"antd": ">=4.23 <6"},
conditions="Any overlay component migrated from iView.",
counter="antd < 4.23 (none of our branches) does not know `open`.",
source="vendor note W06", updated="2024-02-09")

E(81, "iView less 主题 → antd 5 ConfigProvider theme token",
r"""
iView 用 `@primary-color: #00A06A` 等 less 变量。antd 5 无 less，用 token：
```tsx
<ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#00a06a', borderRadius: 4, fontSize: 14 }, components: { Table: { headerBg: '#f5f7f6' } } }}>
```
iView 的全局 less 覆盖（`.ivu-table th`）全部删除，不要用 `:global(.ant-table-thead)` 硬覆盖，改 components token。
""",
ADMIN, "style", "verified", assets=["styles/iview-theme.less"], branches=ANY,
applies_to={"antd": ">=5 <6"},
conditions="antd 5 主线主题。",
counter="legacy-pos（antd 4）仍用 less modifyVars，见下一条；商城用 antd-mobile CSS 变量。",
source="PR tongluo-store-admin!860", updated="2024-02-21")

E(82, "legacy-pos: antd 4 theme via less modifyVars in Vite",
r"""
antd 4 theming is less-based. In vite.config: `css: { preprocessorOptions: { less: { javascriptEnabled: true, modifyVars: { 'primary-color': '#00A06A', 'border-radius-base': '4px' } } } }` and import `antd/dist/antd.less` (not antd.css). Do not install @ant-design/cssinjs on this branch.
""",
ADMIN, "style", "verified", assets=["styles/iview-theme.less"], branches=LP,
applies_to={"antd": "^4"},
conditions="Theming on legacy-pos.",
counter="antd 5 uses ConfigProvider tokens.",
source="legacy-pos commit 2f90b4e", updated="2024-04-21")

E(83, "tableListMixin → useTableList hook (query, pagination, loading, reset)",
r"""
tableListMixin gave every list page `query`, `page`, `pageSize`, `total`, `loading`, `getList()`, `onSearch()`, `onReset()` and relied on `this.fetchApi` defined by the page. Porting rules:
- Build one `useTableList(fetcher, { defaultQuery })` hook returning `{ tableProps, search, reset, reload }`, where `tableProps = { dataSource, loading, pagination: { current, pageSize, total, showSizeChanger: true, onChange } }` so pages spread it into antd Table.
- Keep `query` in the URL (`useSearchParams` from react-router 6) — the mixin kept it in data and pharmacists lost their filters when returning from a detail page. (This also removes most of the keep-alive need.)
- Ignore stale responses: increment a request id; only the latest response may set state.
- `onSearch` resets to page 1; the mixin forgot that on two pages (empty results on page 7).
We evaluated ahooks `useAntdTable`; it works, but its form coupling fought our query-in-URL rule, so we kept our 80-line hook.
""",
ADMIN, "mixin", "verified", assets=["tableListMixin", "useTableList"], branches=ANY,
applies_to={"antd": ">=4 <6", "react-router-dom": ">=6.4 <7"},
conditions="Paged list pages in store-admin.",
counter="RxAuditTable's countdown columns and batch selection need extra state; the hook covers only list/query/pagination. The storefront uses InfiniteScroll, not pagination.",
source="vendor design doc LIST-01", updated="2024-02-25")

E(84, "printMixin（C-Lodop 小票打印）→ usePrinter",
r"""
printMixin 在 `mounted` 里动态加载 `http://localhost:8000/CLodopfuncs.js`，挂在 `window.getCLodop`。迁移为 `usePrinter()`：
- 脚本加载做成模块级单例 promise（多个组件同时 usePrinter 只加载一次）；
- 小票模板从 Vue 模板字符串改为纯函数 `renderReceiptHtml(order)`，便于单测；
- 医保结算小票必须打印「统筹支付 / 个人账户 / 自费」三行及医保结算流水号；
- 含麻药品小票加印「实名登记号」。
C-Lodop 未安装时提示下载地址，不要静默失败。legacy-pos 的 C-Lodop 版本老，`PRINT_INITA` 用 mm 单位（见 PosCheckout 复盘）。
""",
ADMIN, "mixin", "verified", assets=["printMixin", "usePrinter"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="收银小票、入库单打印。",
counter="审方单据 PDF（后端生成）不走 C-Lodop。",
source="PR tongluo-store-admin!1050", updated="2024-04-26")

E(85, "auditLogMixin：操作日志上报迁移（待复核）",
r"""
auditLogMixin 在审方、台账、积分调整页面自动记录「谁在何时对什么做了什么」，通过 Vue 全局 `beforeRouteLeave` + 方法包装实现。React 版设想：`useAuditLog()` 返回 `log(action, target)`，在各操作成功回调里显式调用，不再自动包装。质量部要求「不可遗漏」，显式调用存在漏记风险，是否改由后端接口层统一记录待评审，标 review_required。
""",
ADMIN, "mixin", "review_required", assets=["auditLogMixin"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="合规操作日志（GSP 追溯）。",
counter="不要把它当埋点（v-track/useTrack）处理。",
source="评审单 QA-REV-09 (open)", updated="2024-05-06")

E(86, "vue-router beforeEach 权限守卫 → React Router 6 RequireAuth + loader",
r"""
Vue 版 `router.beforeEach((to, from, next) => { if (!token) next('/login'); else if (to.meta.auth && !hasPerm(to.meta.auth)) next('/403'); else next(); })`。
RR6 没有全局守卫。做法：
```tsx
function RequireAuth({ perm, children }: { perm?: string; children: ReactNode }) {
  const token = useSessionStore(s => s.token);
  const ok = usePermissionStore(s => !perm || s.codes.has(perm));
  const loc = useLocation();
  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(loc.pathname + loc.search)}`} replace />;
  if (!ok) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
```
路由对象上 `element: <RequireAuth perm="rx:audit"><RxAuditPage /></RequireAuth>`；需要在进入前拉数据的页面用 data router 的 `loader`，loader 里同样检查 token 并 `throw redirect('/login')`。
`meta.title` → 路由 `handle: { title }` + `useMatches()` 设置 document.title。
""",
ADMIN, "router", "verified", assets=["router/guards", "RequireAuth"], branches=ANY,
applies_to={"react-router-dom": ">=6.4 <7", "react": ">=17 <19"},
conditions="门店后台路由守卫迁移（data router，RR 6.4+）。",
counter="商城是 Next 中间件方案；v-auth-lazy 模块（医保）权限异步加载，路由级不要用同步 codes 判断，否则首次进入 403。",
source="PR tongluo-store-admin!845", updated="2024-02-18")

E(87, "Dynamic routes from the menu API (router.addRoutes) → build the route tree before createBrowserRouter",
r"""
Vue: after login `router.addRoutes(buildRoutes(menus))`. RR6 data routers are created once; there is no stable public API to add routes later. We:
1. Render a bootstrap screen, fetch `/me/menus` + permissions;
2. map menu codes to lazy route objects (`lazy: () => import('./pages/rx/RxAuditPage')`);
3. call `createBrowserRouter(routes)` and render `<RouterProvider>`.
On re-login with a different role we reload the page (`location.assign('/')`) instead of mutating the router. Unknown menu codes are logged and skipped, not thrown.
""",
ADMIN, "router", "verified", assets=["router/dynamicRoutes"], branches=ANY,
applies_to={"react-router-dom": ">=6.9 <7"},
conditions="Menu-driven routes in store-admin (route `lazy` needs RR 6.9+).",
counter="If a future RR version is adopted with route patching on navigation, revisit; not applicable on RR < 6.9 (no `lazy`).",
source="vendor design doc ROUTER-02", updated="2024-03-06")

E(88, "多页签 keep-alive 迁移复盘：React 里没有 <keep-alive>",
r"""
## 背景
门店后台顶部多页签（TagsView）：药师同时开着「审方工作台」「入库单」「批号效期」，切换页签时页面状态（筛选条件、滚动位置、未提交的表单）保留。Vue 版 `<keep-alive :include="cachedViews"><router-view /></keep-alive>`，关闭页签时从 cachedViews 移除。

## 选项评估
1. **react-activation（KeepAlive 组件）**：功能最接近，但依赖 React 内部实现，在 React 18 并发特性与 StrictMode 下有已知问题；antd 的 Portal 类组件（Modal、Select 下拉）在缓存页中位置错乱。没有采用。
2. **全部状态上移到 URL/store**：最干净，但入库单这种长表单改造量太大。
3. **自建 Offscreen 式缓存**：路由 outlet 渲染多个已打开页签的元素，非当前页签 `display: none`，保持挂载。

最终：2 + 3 结合。列表页（tableListMixin 那类）的筛选与分页放 URL，不缓存组件；长表单页（入库单、台账登记）用方案 3 缓存。

## 方案 3 实现
```tsx
function TabOutlet() {
  const tabs = useTabsStore(s => s.tabs);            // [{ key: pathname, element }]
  const active = useTabsStore(s => s.activeKey);
  return <>{tabs.map(t => (
    <div key={t.key} style={{ display: t.key === active ? 'block' : 'none' }} data-tab={t.key}>
      <TabActiveContext.Provider value={t.key === active}>{t.element}</TabActiveContext.Provider>
    </div>))}</>;
}
```
- 页面用 `useTabActive()` 代替 Vue 的 `activated/deactivated`：隐藏时暂停轮询、扫码监听（useScanner 的 enabled 传 `active`）。
- 隐藏页签里的 antd Table 列宽会按 0 宽度计算，激活时触发 `window.dispatchEvent(new Event('resize'))`。
- 页签上限 10 个，超过时关闭最久未访问的列表页页签（表单页有未保存内容时提示）。
- 关闭页签即卸载，状态丢弃（与 Vue 行为一致）。

## 踩坑
- 两个隐藏页面同时注册 useScanner，扫码被隐藏的入库单吃掉 → enabled 必须绑定 active。
- Modal 在隐藏页签中打开（异步回调触发）后切回来才看到 → 异步回调里判断 active，否则用 notification 提示。
- 内存：20 个页签时 Chrome 占用 1.2GB，收银机顶不住，因此上限 10，POS 页面（legacy-pos）不启用多页签。

## 结论
不要寻找「React 版 keep-alive」银弹；先把列表页状态放 URL，剩下少数长表单页用 display 缓存。
""",
ADMIN, "router", "verified", assets=["TagsView", "keep-alive"], branches=AB,
applies_to=A5,
conditions="门店后台主线多页签切换需要保留页面状态。",
counter="legacy-pos 的 POS 页面不启用多页签；商城（Next）不存在多页签需求，返回列表的状态恢复见 scrollRestoreMixin。",
source="PR tongluo-store-admin!1080; 复盘 TagsView-2024-05", updated="2024-05-22")

E(89, "React Router 6: \"export 'Switch' was not found in 'react-router-dom'\" / useHistory 已移除",
r"""
`export 'Switch' (imported as 'Switch') was not found in 'react-router-dom'` 或 `useHistory is not a function` —— 代码照着 RR5 写的。RR6：`Switch` → `Routes`，`useHistory().push` → `useNavigate()`，`<Redirect>` → `<Navigate replace>`，`component={X}` → `element={<X />}`。
""",
ADMIN, "router", "verified", assets=["router/index"], branches=ANY,
applies_to={"react-router-dom": ">=6 <7"},
conditions="Build/runtime errors from RR5-style code on RR6.",
counter="vue-router 3 的 `this.$router.push` 在未迁移的 Vue 页面里照常使用，不要改。",
source="Slack #admin-migration FAQ", updated="2024-02-12")

E(90, "VUE_APP_* env vars → VITE_* and import.meta.env",
r"""
vue-cli exposed `process.env.VUE_APP_API_BASE`. Vite: `import.meta.env.VITE_API_BASE`; only `VITE_`-prefixed vars are exposed. We keep a shim `src/env.ts` exporting typed constants so that shared code does not touch `import.meta` (Jest would choke; we use Vitest anyway). `.env.staging` etc. map to `vite build --mode staging`. Store-admin is built per environment, so build-time inlining is fine.
""",
ADMIN, "build", "verified", assets=["vue.config.js", "vite.config"], branches=ANY,
conditions="Store-admin environment variables after moving from vue-cli to Vite.",
counter="The storefront (Next) runs one image across environments — see the NEXT_PUBLIC_ runtime-config entry.",
source="vendor note W03", updated="2024-01-19")

E(91, "devServer.proxy → vite server.proxy（一句话）",
r"""
vue.config.js `devServer.proxy['/api'] = { target, changeOrigin: true, pathRewrite: { '^/api': '' } }` → vite `server.proxy['/api'] = { target, changeOrigin: true, rewrite: p => p.replace(/^\/api/, '') }`。医保代理是本机 ws，不要走 proxy。
""",
ADMIN, "build", "verified", assets=["vue.config.js", "vite.config"], branches=ANY,
conditions="Store-admin 本地开发代理。",
counter="商城不用 Vite。",
source="vendor note W03", updated="2024-01-19")

E(92, "Store-admin tests: Vitest + RTL; 'window.matchMedia is not a function' with antd",
r"""
Tests rendering antd Table/Grid/Select fail with `TypeError: window.matchMedia is not a function` in jsdom. Add to `vitest.setup.ts`:
```ts
Object.defineProperty(window, 'matchMedia', { writable: true, value: (q: string) => ({ matches: false, media: q, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() }) });
```
Also expect `Error: Not implemented: window.computedStyle(elt, pseudoElt)` noise from rc-util scrollbar measurement; silence it by stubbing `window.getComputedStyle` to ignore the pseudo argument. Wrap routes in `MemoryRouter`.
""",
ADMIN, "test", "verified", assets=["vitest.setup", "RxAuditTable", "StockInForm"], branches=ANY,
applies_to={"antd": ">=4 <6"},
conditions="Unit tests of store-admin components using antd in jsdom.",
counter="Storefront tests use Jest with next/jest and antd-mobile; the matchMedia stub is not needed there.",
source="vendor testing guide v2", updated="2024-02-14")

E(93, "antd 5 Select 单测：要 mouseDown `.ant-select-selector` 才能展开",
r"""
RTL 里 `fireEvent.click(getByRole('combobox'))` 不能打开 antd Select 下拉。用 `fireEvent.mouseDown(container.querySelector('.ant-select-selector')!)`，再 `await screen.findByText('杭州文三路店')` 点击选项。下拉渲染在 body（Portal），用 `screen` 而不是 `within(container)` 查询。虚拟滚动下只渲染可见选项，测试数据多于 10 条时传 `virtual={false}`。
""",
ADMIN, "test", "verified", assets=["StorePicker", "vitest.setup"], branches=ANY,
applies_to={"antd": ">=5 <6"},
conditions="测试 antd 5 Select/StorePicker。",
counter="antd-mobile 的 Picker 不是这个 DOM 结构。",
source="PR tongluo-store-admin!915", updated="2024-03-15")

E(94, "门店后台 i18n：iView locale + vue-i18n → antd 5 ConfigProvider locale + dayjs zh-cn",
r"""
后台只有简体中文，但 iView 组件文案、分页「条/页」、日期面板周起始都依赖 locale。antd 5：
```tsx
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn');
<ConfigProvider locale={zhCN}>...</ConfigProvider>
```
忘了 `dayjs.locale('zh-cn')` 时日历周日开头、月份英文。vue-i18n 的业务文案（`$t('rx.status.pending')`）迁成常量字典，不引 react-i18next。
""",
ADMIN, "i18n", "verified", assets=["vue-i18n", "iview-locale"], branches=ANY,
applies_to={"antd": ">=5 <6"},
conditions="antd 5 主线的组件库与日期 locale。",
counter="legacy-pos 用 antd 4 `antd/lib/locale/zh_CN` + moment locale，见下一条。",
source="PR tongluo-store-admin!862", updated="2024-02-21")

E(95, "legacy-pos i18n: antd 4 locale + moment zh-cn",
r"""
antd 4: `import zhCN from 'antd/lib/locale/zh_CN'; import 'moment/locale/zh-cn'; moment.locale('zh-cn');` wrapped in `<ConfigProvider locale={zhCN}>`. Do not import `antd/locale/zh_CN` (antd 5 path, build fails on 4).
""",
ADMIN, "i18n", "verified", assets=["iview-locale"], branches=ANY,
applies_to={"antd": "^4"},
conditions="antd 4 locale setup.",
counter="antd 5 uses `antd/locale/zh_CN` + dayjs.",
source="legacy-pos commit 5d0e1aa", updated="2024-04-22")

E(96, "MemberPointsAdjust: manual points adjustment by pharmacists",
r"""
MemberPointsAdjust (member detail → 积分调整) lets a store manager add/deduct points for complaints or failed redemptions. Porting notes:
- Permission `member:points:adjust` via <Auth>; amounts above 5,000 points also need `member:points:adjust:large`.
- Reason is required (select + free text, min 5 chars); the backend rejects without reason code.
- Two-step confirm using `App.useApp().modal.confirm` showing before/after balance.
- Points are integers; the InputNumber uses `precision={0}` and `min={-currentBalance}` (never negative balance).
- Do not reuse storefront PointsDeductSwitch logic (that is redemption at checkout).
""",
ADMIN, "component", "verified", assets=["MemberPointsAdjust"], branches=AB,
applies_to=A5,
conditions="Store-admin member points adjustment page (main line).",
counter="Storefront checkout points deduction is a different flow (PointsDeductSwitch).",
source="PR tongluo-store-admin!1020", updated="2024-04-17")

E(97, "event bus ($bus / $root.$emit) → 不要照搬，改 store 或显式回调",
r"""
两个项目都有 `Vue.prototype.$bus = new Vue()`：`$bus.$emit('cart:changed')`、`$bus.$on('rx:audit:done')`。迁移时不要引 mitt 做全局总线替代品（事件来源不可追踪，组件卸载忘记 off 就泄漏）。
- 状态变化类（cart:changed）→ store（RTK/zustand）订阅；
- 父子通知（rx:audit:done 刷新列表）→ 回调 props 或 `reload()`；
- 真正跨应用（Vue 宿主与 React 岛之间）才用 CustomEvent，事件名集中定义在 `events.ts`。
""",
ALL, "plugin", "verified", assets=["$bus"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="两个项目迁移中遇到 $bus / $root 事件。",
counter="Vue 宿主页面与 React 岛并存期间，宿主内部的 $bus 不必改。",
source="迁移规范 v1.3 §4", updated="2024-02-05")

E(98, "v-model / .sync → controlled value + onChange (team-wide)",
r"""
Custom components with `v-model` (value/input) or `:visible.sync` become controlled: `value` + `onChange`, `open` + `onOpenChange`. Name callbacks `onXxx`, never `emitXxx`. Do not keep an internal copy of the prop "for convenience" — that was the root of the stale-reason bug in RxAuditDrawer. If a component truly needs uncontrolled use, support `defaultValue` like antd does (`useMergedState` pattern).
""",
ALL, "component", "verified", assets=["v-model", ".sync"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="Any custom form-like component being migrated.",
counter="Native Vue components left in hotfix/* stay as they are.",
source="迁移规范 v1.3 §2", updated="2024-02-05")

E(99, "作用域插槽 scoped slot → render props / children 函数",
r"""
`<RxAuditTable><template #op="{ row }">...</template></RxAuditTable>` → `renderOp?: (row) => ReactNode`。命名约定 `renderXxx`；默认插槽 → `children`。不要用 `React.cloneElement` 往 children 注入 props 来模拟作用域插槽（类型丢失、难以追踪）。
""",
ALL, "component", "verified", assets=["scoped-slot"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="迁移带作用域插槽的 Vue 组件。",
counter="antd Table 的列 render 已是 render props，不要再包一层。",
source="迁移规范 v1.3 §3", updated="2024-02-05")
# ==========================================================================
# team-wide ("*") and cross-cutting entries
# ==========================================================================

E(100, "provide/inject → React Context（门店上下文 storeContext）",
r"""
store-admin 根组件 `provide('storeContext', { storeId, storeName, cashierId })`，深层组件 `inject`。React：`StoreContext` + `useStoreContext()`；值来自 zustand `useSessionStore`，Context 只放不常变的对象并 `useMemo`，避免整棵树重渲染。商城的 `provide('themeMode')`（长辈模式）同理。
不要用 Context 放高频变化的数据（购物车行、倒计时），那些放 store 并用 selector 订阅。
""",
ALL, "other", "verified", assets=["provide/inject", "storeContext"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="迁移使用 provide/inject 的组件树。",
counter="高频变化状态不要放 Context。",
source="迁移规范 v1.3 §5", updated="2024-02-05")

E(101, "$nextTick → useEffect / useLayoutEffect / flushSync（一句话）",
r"""
`this.$nextTick(() => this.$refs.input.focus())` → 在 `useEffect`（或需要同步测量时 `useLayoutEffect`）里做；必须在 setState 后立刻读 DOM 的极少数情况用 `flushSync`。EN: do the DOM work in an effect; flushSync only when you must read layout synchronously (e.g. scroll the newly added POS cart line into view).
""",
ALL, "other", "verified", assets=["$nextTick"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="Vue 代码中的 $nextTick。",
counter="React 17 的 flushSync 行为与 18 不同（18 会同时刷新之前排队的更新），legacy-pos 里慎用。",
source="迁移规范 v1.3 §6", updated="2024-02-05")

E(102, "watch deep → useEffect with serialized deps (candidate)",
r"""
Candidate: for `watch: { query: { handler, deep: true } }` some vendor devs use `useEffect(fn, [JSON.stringify(query)])`. Works for small objects. Checklist before using: object size (do not stringify cart lines), key order stability, and whether the value should live in the URL instead (tableListMixin rule).
""",
ALL, "other", "candidate", assets=["watch"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="Porting deep watchers.",
counter="Never for large or frequently changing objects.",
source="vendor note W13", updated="2024-03-27")

E(103, "Vue.filter 全局注册表 → useFilters() hook 兼容层（已废弃）",
r"""
曾经为了少改模板，做了 `useFilters()` 返回 `{ fen2yuan, maskIdCard, dateFmt }` 的兼容层，还支持字符串名调用 `f('fen2yuan', v)`。类型丢失、tree-shaking 失效，已废弃。直接 import `@tongluo/utils` 的具体函数。
""",
ALL, "filter", "deprecated", assets=["fen2yuan", "maskIdCard", "dateFmt"], branches=ANY,
applies_to={"react": ">=17 <19"},
conditions="（历史）过滤器迁移兼容层。",
counter="不要使用。",
source="迁移规范 v1.0（已作废）", updated="2024-01-15")

E(104, "迁移任何资产前：先写 characterization test 固定现有行为",
r"""
团队规则：迁一个 Vue 资产前，先在 Vue 侧写「行为快照」测试（输入 → 输出/事件/请求），再写 React 版让同一组用例通过，Vue 资产删除时测试才能删。审方、医保、含麻相关资产必须覆盖所有业务分支（驳回原因、超时、限购、错误码）。vendor 团队的 PR 没有这组测试不予合并。
EN: freeze current behaviour with tests first; Rx/insurance/controlled-drug assets need every business branch covered.
""",
ALL, "test", "verified", assets=["*"], branches=ANY,
conditions="任何资产迁移的第一步。",
counter="纯样式资产（主题变量）用截图对比代替单测。",
source="迁移规范 v1.3 §1", updated="2024-02-05")

E(105, "处方有效期展示规则（当日有效，特殊情况最长 3 天）",
r"""
根据《处方管理办法》，处方开具当日有效，特殊情况由开具医师注明有效期限，但最长不超过 3 天。前端展示「处方有效期至」时：默认开具日 23:59:59；有医师注明的以后端 `valid_until` 为准；前端不自行推算 3 天。互联网医院电子处方与线下纸质处方拍照的口径是否一致，合规部尚在确认，标 review_required。
""",
ALL, "other", "review_required", assets=["RxAuditTable", "RxUploader"], branches=ANY,
conditions="展示/判断处方是否在有效期内。",
counter="慢病长处方（最长 12 周）不适用此口径，由后端单独标记。",
source="合规问答 CMP-QA-17 (pending)", updated="2024-05-02")

E(106, "含麻黄碱类复方制剂限购：规则以后端为准，前端只展示与拦截",
r"""
含麻黄碱类复方制剂：一次销售不得超过 2 个最小包装，需查验身份证并登记。两个项目的前端都只做：展示剩余额度、在达到上限时阻止继续加数量、引导登记。额度判断（按身份证、按日、跨门店）只在后端；前端常量 `EPHEDRINE_LIMIT = 2` 只用于文案，不用于提交校验。
""",
ALL, "other", "verified", assets=["ControlledDrugNotice", "ControlledDrugLedger", "DrugSkuPicker"], branches=ANY,
conditions="任何涉及含麻药品数量的界面。",
counter="地方监管有更严格要求时（如部分地区限 1 盒），以后端下发的 limit_num 为准，不要用常量。",
source="质量部 SOP-CTRL-03", updated="2024-03-18")

E(107, "医保金额：元字符串转分，不要 parseFloat * 100",
r"""
医保平台返回 `"0.29"` 这类元字符串。`parseFloat('0.29') * 100 === 28.999999999999996`，取整后少 1 分，对账不平。转换：
```ts
export function yuanStrToFen(s: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) throw new Error(`bad amount ${s}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0')));
}
```
更好的是后端直接返回分。前端不做医保金额的加减。
""",
ALL, "other", "verified", assets=["InsurancePayPanel", "InsuranceSettleModal", "formatFen"], branches=ANY,
conditions="处理医保平台或第三方支付返回的元金额字符串。",
counter="后端已返回整数分字段（*_fen）时不需要转换。",
source="INC-2024-0412 附录", updated="2024-04-15")

E(108, "React 18 StrictMode: effects run twice in dev — make side effects idempotent",
r"""
In dev, React 18 StrictMode mounts, unmounts and re-mounts every component, so effects run twice. Bugs we saw only in dev: double exposure tracking (v-track), two WebSockets to the insurance agent, double `wx.config`, a one-time authCode used twice. Do not remove StrictMode; make effects symmetric (cleanup undoes setup) and one-shot things idempotent (ref guard or module-level promise cache).
""",
ALL, "other", "verified", assets=["InsuranceSettleModal", "v-track", "pageShareMixin"], branches=ANY,
applies_to={"react": ">=18 <19"},
conditions="Any side effect in React 18 dev builds.",
counter="React 17 (legacy-pos) does not double-invoke effects; do not blame StrictMode there.",
source="vendor note W10", updated="2024-03-08")

E(109, "Vue 宿主里挂 React 岛（增量迁移）：createRoot 与 beforeDestroy 卸载",
r"""
增量迁移期间，未迁的 Vue 页面里嵌已迁的 React 组件（如 Vue 版订单详情里嵌 React RxUploadPreview）。包装：
```js
// ReactIsland.vue
import { createRoot } from 'react-dom/client';
export default {
  props: ['component', 'props'],
  mounted() { this.root = createRoot(this.$el); this.root.render(h(this.component, this.props)); },
  watch: { props: { deep: true, handler(p) { this.root.render(h(this.component, p)); } } },
  beforeDestroy() { this.root.unmount(); },
};
```
忘记 unmount 会泄漏（React 岛里的订阅/定时器继续跑）。不要用 `ReactDOM.render`，React 18 报 `Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead.` 且退回 legacy 模式。
""",
ALL, "plugin", "verified", assets=["ReactIsland"], branches=ANY,
applies_to={"react": ">=18 <19", "vue": "^2.6"},
conditions="Vue 2 页面中嵌入 React 18 组件。",
counter="legacy-pos（React 17）没有 react-dom/client，用 ReactDOM.render；Next 商城页面已是 React，不需要岛。",
source="迁移规范 v1.3 §7", updated="2024-02-05")

E(110, "legacy-pos React island: ReactDOM.render + unmountComponentAtNode",
r"""
On legacy-pos (React 17) the Vue host mounts islands with `ReactDOM.render(el, this.$el)` and `ReactDOM.unmountComponentAtNode(this.$el)` in `beforeDestroy`. There is no `react-dom/client`; importing it fails the build (`Module not found: Can't resolve 'react-dom/client'`).
""",
ADMIN, "plugin", "verified", assets=["ReactIsland"], branches=LP,
applies_to={"react": "^17", "vue": "^2.6"},
conditions="Vue 2 pages embedding React 17 components on legacy-pos.",
counter="React 18 branches must use createRoot.",
source="legacy-pos commit 3b0c2e8", updated="2024-04-20")

E(111, "Vuex 与 React 岛共享状态的桥接（候选）",
r"""
候选方案：React 岛需要读 Vuex 里的登录用户/门店时，通过 `store.watch` 把需要的字段同步到一个 zustand/RTK 镜像，只读。检查项：单向同步（Vuex → React），岛里不能写回；卸载时取消 watch；只同步白名单字段（不同步身份证号等敏感字段）。
""",
ALL, "store", "candidate", assets=["ReactIsland", "store/user"], branches=ANY,
applies_to={"vue": "^2.6", "react": ">=17 <19"},
conditions="增量迁移期间 Vue 与 React 共享只读状态。",
counter="双向同步不要做。",
source="vendor RFC-04 (draft)", updated="2024-04-01")

E(112, "hotfix/* 修复流程：先修 Vue 线，再前移到 React 线",
r"""
hotfix/* 只有 Nuxt 2 + Vant 2。线上问题先在 hotfix 上用 Vue 修复发布，同时开 issue `forward-port`，由迁移负责人在 main 上确认 React 版是否同样存在（很多 Vant 问题在 antd-mobile 里不存在，如 Toast 单例）。不要把 React 代码 cherry-pick 到 hotfix。
""",
MALL, "other", "verified", assets=["*"], branches=HF,
conditions="商城线上紧急修复。",
counter="React 线（main/release/*）上的紧急修复走 release 分支，不是 hotfix。",
source="分支规范 v2", updated="2024-01-25")

E(113, "Mall CI: next build OOM on the 4GB runner (candidate)",
r"""
`FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory` during `next build` on the 4GB CI runner after adding the area data and SKU pages. Candidate: `NODE_OPTIONS=--max-old-space-size=3072`, disable source maps in CI builds, move area JSON to /public. Not yet confirmed to be stable.
""",
MALL, "build", "candidate", assets=["next.config", "ci"], branches=MB,
applies_to={"next": ">=14 <15"},
conditions="CI build memory errors in tongluo-mall.",
counter="Store-admin Vite builds are unaffected.",
source="CI ticket CI-221", updated="2024-04-09")

E(114, "legacy-pos cherry-pick rules: [legacy-pos] prefix and the diff doc",
r"""
Every change on legacy-pos is prefixed `[legacy-pos]` and, if it touches an API that differs between antd 4 and 5 (DatePicker values, ranges/presets, locale path, theme, static methods), the difference is recorded in `docs/legacy-pos-diff.md`. Cherry-picks from main to legacy-pos must be reviewed by the POS owner; never cherry-pick `@ant-design/cssinjs`, `react-dom/client` or dayjs-based code blindly.
""",
ADMIN, "other", "verified", assets=["PosCheckout", "*"], branches=LP,
applies_to=A4,
conditions="Any commit or cherry-pick on legacy-pos.",
counter="Main-line work does not need the prefix.",
source="ADR-017 §5", updated="2024-04-28")

E(115, "usePermissionStore on zustand < 4.4: pass `shallow` as equality fn",
r"""
feat/pos-offline still locks zustand 4.3.9 (waiting for the offline SDK upgrade). `useShallow` does not exist there. Use `usePermissionStore(s => ({ menus: s.menus, codes: s.codes }), shallow)` with `import { shallow } from 'zustand/shallow'`. Named `create` import also works on 4.3.
""",
ADMIN, "store", "verified", assets=["usePermissionStore"], branches=ANY,
applies_to={"zustand": ">=4 <4.4", "react": ">=17 <19"},
conditions="zustand 4.0-4.3 branches.",
counter="On zustand 4.4+ use useShallow (the equality-fn form is deprecated there).",
source="feat/pos-offline commit c71d2aa", updated="2024-05-14")

E(116, "医保结算错误码处理：MI-2003 / MI-1001 / MI-5xxx",
r"""
InsuranceSettleModal 错误码（后端透传医保平台码，已映射）：
- `MI-1001` 读卡超时：提示「请重新插卡」，允许重试读卡；
- `MI-2003` 个人账户余额不足：提示可改为「统筹 + 自费」或全自费，需顾客确认，重新预结算；
- `MI-2010` 参保状态异常（停保）：只能自费，不可重试；
- `MI-5xxx` 结算结果未知（网络中断）：禁止再次点击结算，显示「结算结果确认中」，由后端查询并必要时冲正；前端轮询 `/mi/pos/settle-status`，最多 60 秒。
错误码映射在 `src/mi/errors.ts`，文案不要散落在组件里。
""",
ADMIN, "component", "verified", assets=["InsuranceSettleModal"], branches=ANY,
applies_to={"react": ">=17 <19", "antd": ">=4 <6"},
conditions="门店 POS 医保结算失败处理（主线与 legacy-pos）。",
counter="商城医保移动支付的错误码体系不同（lib/mi/errors.ts 里是 MMI- 前缀），不要混用。",
source="医保对接手册 v3.2; PR tongluo-store-admin!1066", updated="2024-05-17")

# --------------------------------------------------------------------------
# appendices to long post-mortems (kept separate so the main text stays readable)
# --------------------------------------------------------------------------
APPENDIX = {
1: r"""
## 时间线
- 04-08 灰度 10%（华东县域门店周边），失败率告警；
- 04-10 定位到无重试 + 签名与上传耦合；
- 04-15 withRetry + STS 缓存上线，失败率 2.9%；
- 04-19 加压缩与分片续传，失败率 1.1%；
- 04-22 全量。

## 回归检查清单
1. Chrome DevTools「Slow 3G」下上传 3 张 4MB 照片，每张都能成功或显示可点击的重传；
2. 上传中切后台再回来（微信内），任务不丢；
3. 断网 → 恢复网络，点击重传成功，且不产生重复 OSS 对象（key 复用）；
4. STS 过期（把本地时间调快 1 小时）时只刷新一次 STS，不出现连续 403；
5. 读屏模式下失败项可被朗读（见 a11y 那条）。
""",
8: r"""
## 回归检查清单
- 单规格商品不弹出选择器，直接加购；
- 多规格且某组合无货：另一维对应选项置灰且不可点；
- 含麻药品数量到 2 时「+」置灰，并提示依规限购；
- 处方药只出现「登记需求」；
- 关闭弹层后重新打开，数量恢复为 1，规格保留上次选择。
""",
23: r"""
## 影响范围
首页推荐、搜索列表、药品详情、购物车四处使用 ExpiryTag。购物车里的近效期提示原来由 Vuex getter 在客户端算，迁移后同样改成 `expiryLevel(raw, today)`，today 来自服务端 layout 注入。

## 为什么不用 suppressHydrationWarning
它只能压制单个元素的文本差异警告，近效期标签是有无之分（元素结构不同），压不住；而且会掩盖真实的口径错误。
""",
29: r"""
## 相关资产
- `useWxShare` 只负责分享；`wx.chooseImage` 等上传能力不要在这里初始化（RxUploader 用的是 input file，不依赖 JSSDK）；
- 活动页的分享海报生成是另一个组件 SharePoster，与签名无关。

## 常见报错
`config:invalid signature`：九成是签名 URL 不对（iOS 用了当前 URL、带了 #、未编码）；`the permission value is offline verifying`：config 还没完成就调用了接口，放进 `wx.ready`。
""",
63: r"""
## 常见问题
- 「为什么不直接在主线用 StyleProvider 降级？」——能解决样式，解决不了 mi-card-widget，见上文。
- 「legacy-pos 能不能升级到 antd 4 以外的版本？」——不能，升级需 POS 负责人 + 医保对接人双签。
- 「legacy-pos 上能不能用 zustand 的 useShallow？」——zustand 版本与主线一致（4.5），可以。
""",
65: r"""
## 调试
本机没有代理时用 `scripts/mi-agent-mock.js`（node ws 服务，端口同上）模拟 READ_CARD 返回；mock 只在 `import.meta.env.DEV` 下连接，生产构建中删除。
连接状态在 Modal 标题右侧显示小圆点（绿：已连接，黄：重连中，红：不可用），方便店员报障时描述现象。
""",
88: r"""
## 检查清单
1. 打开 10 个页签后第 11 个会关闭最久未访问的列表页；
2. 入库单填一半切走再回来，内容还在；关闭页签后再打开为空；
3. 隐藏页签不响应扫码；
4. 切回含 Table 的页签，列宽正确。
""",
}
for _e in ENTRIES:
    _n = int(_e["id"].rsplit("-", 1)[1])
    if _n in APPENDIX:
        _e["body"] = _e["body"] + "\n\n" + APPENDIX[_n].strip()

# terse counterpart lines: the team writes many short notes in both languages
BILINGUAL = {
12: "EN: after cherry-picking a slice from a release branch that is still on RTK 1.9, convert every object-style extraReducers map to the builder callback; createReducer needs the same change.",
26: "EN: Vant coupon cell and list have no antd-mobile counterpart; build them from Popup, Tabs and CheckList, key the chosen coupon by id instead of index, and only show the backend reason for unusable coupons.",
27: "EN: next/image needs the OSS hostnames in images.remotePatterns; use a custom loader with x-oss-process so images are not resized twice, and keep signed prescription URLs on a plain img tag.",
33: "EN: on Next 14 fetch is cached by default, so price, stock and anything user-specific must be no-store; static drug info can use revalidate plus tags and be purged when the store changes a price.",
35: "Keep the brand green and the prescription red in one place and delete the old Vant less variable file once the React pages no longer import it.",
36: "EN: exclude antd-mobile from px-to-viewport so the library keeps its own px sizes, keep vw for our own styles, and scale the elder mode through the font size variable instead.",
40: "EN: move interactive antd-mobile pieces into a separate client file marked use client; the page itself stays a server component that only loads data, and imperative Toast calls happen in handlers.",
42: "EN: PullToRefresh replaces the Vant pull refresh; the refresh handler has to return a promise, otherwise the spinner stops before the reload has finished and the list flashes twice.",
43: "EN: hotfix line only. Vant 2 toasts are a singleton, so a later toast silently closes the paying spinner; allow multiple toasts on the pay page and close the loading one through its own instance.",
45: "EN: the storefront is Simplified Chinese only, so we keep a plain error-code dictionary with a fallback message instead of adding an i18n library, and set the antd-mobile locale once in the provider.",
49: "EN: map each Vuex getter to a named memoized selector and subscribe to the smallest primitive value; pulling the whole member slice re-renders the badge on unrelated updates.",
56: "EN: the first v-auth port wrapped every button in a higher-order component; refs, layout inside Space and type inference all broke, so it was replaced by the Auth component and must not come back.",
76: "EN: date strings from the API must be wrapped with moment before they reach an antd 4 picker; inside a Form convert them in getValueProps and format them back to strings on submit.",
89: "EN: code written for React Router 5 breaks on version 6; replace Switch with Routes, the history hook with the navigate hook, Redirect with Navigate, and pass elements instead of component props.",
91: "EN: the dev proxy moves from the vue-cli devServer block to the Vite server block with a rewrite function; the local insurance agent socket is reached directly and must never go through the proxy.",
99: "EN: scoped slots become render props named renderSomething, the default slot becomes children, and nobody should emulate slots by cloning children to inject extra props.",
103: "EN: the string-keyed filters compatibility hook lost types and broke tree shaking; it is deprecated, so import the concrete helpers from the shared utils package instead.",
31: "中文：身份证号只保留前 6 后 4 位，姓名只保留姓；原值不要写日志，也不要放进 URL 或查询参数。",
79: "中文：老POS 上的静态 message 调用没有问题，全局配置一次顶部距离和最大数量，避免提示盖住应收金额。",
95: "中文：antd 4 的语言包路径和 antd 5 不同，写错路径会直接构建失败；moment 的中文 locale 也要在入口处设置一次。",
110: "中文：老POS 分支没有 react-dom/client，Vue 宿主挂载 React 岛用 ReactDOM.render，销毁前用 unmountComponentAtNode 卸载。",
115: "中文：feat/pos-offline 仍锁 zustand 4.3.9，没有 useShallow，多字段选择时把 shallow 作为第二个参数传入。",
}
for _e in ENTRIES:
    _n = int(_e["id"].rsplit("-", 1)[1])
    if _n in BILINGUAL:
        _e["body"] = _e["body"] + "\n" + BILINGUAL[_n]

# ==========================================================================
# queries
# ==========================================================================
MALL_MAIN = {"nuxt": "2.15.8", "vue": "2.7.16", "vuex": "3.6.2", "vant": "2.13.2",
             "next": "14.1.4", "react": "18.2.0", "react-dom": "18.2.0",
             "antd-mobile": "5.34.0", "@reduxjs/toolkit": "2.2.1", "react-redux": "9.1.0"}
MALL_REL_OLD = dict(MALL_MAIN, **{"next": "14.0.4", "antd-mobile": "5.33.0",
                                   "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3"})
MALL_HOTFIX = {"nuxt": "2.15.8", "vue": "2.7.16", "vuex": "3.6.2", "vant": "2.13.2"}
MALL_NEXT15 = dict(MALL_MAIN, **{"next": "15.0.3", "react": "19.0.0", "react-dom": "19.0.0",
                                  "antd-mobile": "5.38.1", "@reduxjs/toolkit": "2.3.0"})
ADMIN_MAIN = {"vue": "2.6.14", "view-design": "4.7.0", "vuex": "3.6.2", "vue-router": "3.5.4",
              "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.14.1", "zustand": "4.5.2",
              "react-router-dom": "6.22.3", "dayjs": "1.11.10"}
ADMIN_LP = {"vue": "2.6.14", "view-design": "4.7.0", "vuex": "3.6.2", "vue-router": "3.5.4",
            "react": "17.0.2", "react-dom": "17.0.2", "antd": "4.24.15", "zustand": "4.5.2",
            "react-router-dom": "6.22.3", "moment": "2.29.4"}
ADMIN_OFFLINE = dict(ADMIN_MAIN, zustand="4.3.9")

QUERIES = []
_BY_ID = None


def C(project, branch, stack, asset=None, asset_type=None):
    ctx = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        ctx["asset"] = asset
    if asset_type:
        ctx["asset_type"] = asset_type
    return ctx


def Q(n, lang, category, decision, query, ctx, labels):
    """lang is only the author's intent (zh/en/mixed); check.py re-derives it."""
    global _BY_ID
    if _BY_ID is None:
        _BY_ID = {e["id"]: e for e in ENTRIES}
    labs = {"exp-tl-%04d" % k: v for k, v in labels.items()}
    for eid, lab in labs.items():
        e = _BY_ID[eid]
        if lab != "not_applicable" and (e["status"] == "deprecated" or not eligible(e, ctx)):
            raise SystemExit("q-tl-%03d: %s labeled %s but ineligible/deprecated" % (n, eid, lab))
    got = decide(labs, _BY_ID, ctx)
    if got != decision:
        raise SystemExit("q-tl-%03d: declared %s but labels give %s" % (n, decision, got))
    QUERIES.append({"id": "q-tl-%03d" % n, "query": query, "context": ctx, "labels": labs,
                    "expected_decision": decision, "category": category, "_lang": lang})


R, RO, NA = "reusable", "reference_only", "not_applicable"

# ---- identifier ----------------------------------------------------------
Q(1, "zh", "identifier", "inject",
  "RxUploader 迁到 React 后弱网下上传失败，重试应该怎么做？哪些错误不能重试？",
  C(MALL, "feat/rx-upload-react", MALL_MAIN, "RxUploader", "component"),
  {1: R, 2: RO, 5: NA, 4: NA})
Q(2, "en", "identifier", "inject",
  "useCartDraftStore: how should parked carts be persisted so that the next cashier shift does not see them?",
  C(ADMIN, "feat/pos-cart", ADMIN_MAIN, "useCartDraftStore", "store"),
  {59: R, 58: NA})
Q(3, "mixed", "identifier", "inject",
  "v-auth-lazy 这个指令在 React 里怎么实现？permissions arrive after the first render, can we reuse the v-auth port?",
  C(ADMIN, "main", ADMIN_MAIN, "v-auth-lazy", "directive"),
  {55: R, 54: NA, 56: NA})
Q(4, "en", "identifier", "inject",
  "DrugSkuPicker quantity Stepper sends null to the cart API when the user clears the input. What is the agreed fix?",
  C(MALL, "main", MALL_MAIN, "DrugSkuPicker", "component"),
  {9: R, 8: RO})
Q(5, "zh", "identifier", "inject",
  "InsuranceSettleModal 迁移到 React 18 要注意什么？读卡的 WebSocket 连接放在组件里还是别处？",
  C(ADMIN, "feat/pos-cart", ADMIN_MAIN, "InsuranceSettleModal", "component"),
  {65: R, 116: RO, 66: NA, 16: NA})
Q(6, "mixed", "identifier", "reference",
  "RxUploadPreview 想加一个 watermark「仅限本次购药使用」, is there any existing approach we can follow?",
  C(MALL, "main", MALL_MAIN, "RxUploadPreview", "component"),
  {7: R, 6: RO})
Q(7, "zh", "identifier", "inject",
  "tableListMixin 迁成 React hook 有没有团队约定？查询条件放哪里？",
  C(ADMIN, "main", ADMIN_MAIN, "tableListMixin", "mixin"),
  {83: R, 88: RO})
Q(8, "en", "identifier", "inject",
  "StorePicker remote search in antd: stores that match by store code like HZ0123 disappear from the dropdown.",
  C(ADMIN, "feat/region-report", ADMIN_MAIN, "StorePicker", "component"),
  {73: R, 93: RO})
Q(9, "mixed", "identifier", "inject",
  "主线 useCartStore 迁 zustand，should the FEFO 批号分配 live in a getter or in the action?",
  C(ADMIN, "main", ADMIN_MAIN, "useCartStore", "store"),
  {58: R, 59: NA, 60: NA, 10: NA})
Q(10, "zh", "identifier", "inject",
  "legacy-pos 上 ControlledDrugLedger 迁移有哪些要点？",
  C(ADMIN, "legacy-pos", ADMIN_LP, "ControlledDrugLedger", "component"),
  {67: R, 106: RO, 68: NA, 21: NA})
Q(90, "zh", "identifier", "reference",
  "ControlledDrugLedger 月度台账导出 Excel 给药监检查，主线上有人做过吗？",
  C(ADMIN, "main", ADMIN_MAIN, "ControlledDrugLedger", "component"),
  {68: R, 67: RO})

# ---- synonym -------------------------------------------------------------
Q(11, "zh", "synonym", "inject",
  "顾客回车里拿医保卡，收银员想先把这一单放一边、服务下一位顾客，这个“暂存的购物车”在老收银分支上怎么迁？",
  C(ADMIN, "legacy-pos", ADMIN_LP, None, "store"),
  {59: R, 58: NA})
Q(12, "en", "synonym", "inject",
  "Since the prescription photo widget moved to React, pharmacists see iPhone photos lying sideways or upside down.",
  C(MALL, "feat/rx-upload-react", MALL_MAIN, "RxUploader", "component"),
  {2: R, 1: RO, 5: NA})
Q(13, "zh", "synonym", "inject",
  "药品详情页底部选规格的弹层，某个规格组合没货时另一维的选项要置灰，React 版要自己算吗？",
  C(MALL, "main", MALL_MAIN, None, "component"),
  {8: R, 48: NA})
Q(14, "en", "synonym", "inject",
  "How do we show the pharmacist a 'are you sure' dialog that follows our green theme and Chinese button text instead of the default blue OK/Cancel?",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, None, "plugin"),
  {78: R, 79: NA})
Q(15, "zh", "synonym", "inject",
  "安卓用户看处方大图时按手机返回键，整个订单详情页就退出了，怎么改？",
  C(MALL, "main", MALL_MAIN, None, "component"),
  {6: R})
Q(16, "en", "synonym", "inject",
  "When the cashier scans a barcode while the Chinese input method is active, the characters end up in the IME candidate box.",
  C(ADMIN, "main", ADMIN_MAIN, "BarcodeScanInput", "component"),
  {61: R, 62: RO})
Q(17, "zh", "synonym", "inject",
  "同一个 Docker 镜像跑测试、预发、生产，迁到 Next 以后预发环境的请求打到了测试环境接口。",
  C(MALL, "release/2024.06", MALL_MAIN, None, "build"),
  {38: R, 90: NA})
Q(18, "mixed", "synonym", "inject",
  "搜索结果 list 里 every Link gets prefetched，活动期间 API 被网关限流，should we turn it off？",
  C(MALL, "main", MALL_MAIN, "DrugCard", "router"),
  {47: R})
Q(87, "zh", "synonym", "reference",
  "处方开出来之后几天内还能用？前端展示“有效期至”要怎么算？",
  C(MALL, "main", MALL_MAIN, None, "other"),
  {105: R, 70: NA})

# ---- jargon --------------------------------------------------------------
Q(19, "mixed", "jargon", "inject",
  "含麻的加购弹窗在 React 里怎么做？should the ID card number be kept in the store?",
  C(MALL, "feat/ctrl-drug-react", MALL_MAIN, "ControlledDrugNotice", "component"),
  {21: R, 106: RO, 67: NA})
Q(20, "zh", "jargon", "reference",
  "先方后药的需求单草稿迁 RTK，有现成经验吗？",
  C(MALL, "main", MALL_MAIN, "store/rxDemand", "store"),
  {15: R, 10: NA, 13: NA})
Q(21, "zh", "jargon", "inject",
  "老POS 上 antd 主题色还能用 less 变量改吗？",
  C(ADMIN, "legacy-pos", ADMIN_LP, None, "style"),
  {82: R, 81: NA, 114: RO})
Q(22, "en", "jargon", "inject",
  "FEFO allocation: where does it live once the POS cart is off Vuex?",
  C(ADMIN, "feat/pos-cart", ADMIN_MAIN, "useCartStore", "store"),
  {58: R, 59: NA})
Q(23, "zh", "jargon", "inject",
  "审方台的批量通过要支持跨页勾选，iView 的 on-selection-change 怎么迁？",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, "RxAuditTable", "component"),
  {51: R, 50: RO})
Q(24, "mixed", "jargon", "inject",
  "React 岛 mount 在老 Vue 页面里，when the Vue page is destroyed what do we need to clean up?",
  C(ADMIN, "main", ADMIN_MAIN, "ReactIsland", "plugin"),
  {109: R, 110: NA, 111: RO})
Q(25, "zh", "jargon", "inject",
  "拍方购药收银台上统筹、个账、自费三行，合计金额前端可以自己加吗？",
  C(MALL, "feat/checkout-mi", MALL_MAIN, "InsurancePayPanel", "component"),
  {16: R, 107: RO, 30: RO, 18: NA})

# ---- version_gate --------------------------------------------------------
Q(26, "zh", "version_gate", "inject",
  "release/2024.03 上要 cherry-pick 一个购物车修复，extraReducers 还能用对象写法吗？",
  C(MALL, "release/2024.03", MALL_REL_OLD, "store/cart", "store"),
  {11: R, 10: NA, 12: NA})
Q(27, "en", "version_gate", "inject",
  "RangePicker quick options for the shift report on legacy-pos: presets or ranges?",
  C(ADMIN, "legacy-pos", ADMIN_LP, "DateRangeQuick", "component"),
  {75: R, 74: NA, 76: RO})
Q(28, "mixed", "version_gate", "inject",
  "主线 antd 5 的 RangePicker 快捷选项（今天、近7天、本月）, what replaces the iView shortcuts?",
  C(ADMIN, "main", ADMIN_MAIN, "DateRangeQuick", "component"),
  {74: R, 75: NA})
Q(29, "en", "version_gate", "inject",
  "feat/pos-offline is locked to zustand 4.3.9. How do I select several fields from usePermissionStore without re-rendering on every change?",
  C(ADMIN, "feat/pos-offline", ADMIN_OFFLINE, "usePermissionStore", "store"),
  {115: R, 57: NA})
Q(30, "zh", "version_gate", "abstain",
  "feat/next15-trial 上把 asyncData 迁到 Server Component，fetch 默认还会缓存价格吗？",
  C(MALL, "feat/next15-trial", MALL_NEXT15, "asyncData", "router"),
  {33: NA})
Q(31, "en", "version_gate", "inject",
  "On legacy-pos can I set the brand color with ConfigProvider theme tokens like on main?",
  C(ADMIN, "legacy-pos", ADMIN_LP, "styles/iview-theme.less", "style"),
  {82: R, 81: NA})
Q(32, "zh", "version_gate", "inject",
  "legacy-pos 上 antd 组件的中文 locale 和日期面板中文怎么配？",
  C(ADMIN, "legacy-pos", ADMIN_LP, None, "i18n"),
  {95: R, 94: NA})
Q(33, "en", "version_gate", "inject",
  "On legacy-pos, should the Vue host mount React islands with createRoot from react-dom/client?",
  C(ADMIN, "legacy-pos", ADMIN_LP, "ReactIsland", "plugin"),
  {110: R, 109: NA})
Q(89, "zh", "version_gate", "reference",
  "feat/next15-trial 上试 InsurancePayPanel，医保金额展示和预结算那套规则还能照搬吗？",
  C(MALL, "feat/next15-trial", MALL_NEXT15, "InsurancePayPanel", "component"),
  {16: NA, 18: NA, 107: RO})

# ---- status_gate ---------------------------------------------------------
Q(34, "en", "status_gate", "reference",
  "Main-line store-admin renders unstyled on the Chromium 79 cashier shells (antd 5 :where selectors). How do we fix it without moving to legacy-pos?",
  C(ADMIN, "main", ADMIN_MAIN, "App", "style"),
  {64: R, 63: NA})
Q(35, "zh", "status_gate", "reference",
  "RxUploader 能不能在 upload 里直接返回 base64 先存进 Redux，提交需求单时再统一上传？",
  C(MALL, "main", MALL_MAIN, "RxUploader", "component"),
  {4: NA, 1: RO})
Q(36, "mixed", "status_gate", "reference",
  "审方列表想用 expandable row 显示用药人近 30 天的历史处方, has anyone already done this?",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, "RxAuditTable", "component"),
  {52: R, 50: RO})
Q(37, "en", "status_gate", "reference",
  "Is there an agreed way to record operator actions for the GSP audit trail once auditLogMixin is removed?",
  C(ADMIN, "main", ADMIN_MAIN, "auditLogMixin", "mixin"),
  {85: R, 28: NA})
Q(38, "zh", "status_gate", "reference",
  "scrollRestoreMixin 迁移：从药品详情返回列表页时滚动位置要恢复。",
  C(MALL, "main", MALL_MAIN, "scrollRestoreMixin", "mixin"),
  {44: R})
Q(39, "en", "status_gate", "inject",
  "For v-auth, is wrapping every button in a withAuth HOC still our pattern?",
  C(ADMIN, "main", ADMIN_MAIN, "v-auth", "directive"),
  {56: NA, 54: R})
Q(40, "zh", "status_gate", "reference",
  "收银台的医保支付入口要不要按门店所在城市开关？",
  C(MALL, "feat/checkout-mi", MALL_MAIN, "InsurancePayPanel", "component"),
  {17: R, 16: RO})
Q(41, "zh", "status_gate", "abstain",
  "全局过滤器太多，能不能先做一个 useFilters() 兼容层，模板里按名字调用 fen2yuan、maskIdCard？",
  C(MALL, "main", MALL_MAIN, "fen2yuan", "filter"),
  {103: NA})
Q(92, "zh", "status_gate", "reference",
  "watch 的 deep: true 迁到 useEffect，依赖写 JSON.stringify(query) 可以吗？",
  C(MALL, "main", MALL_MAIN, "watch", "other"),
  {102: R, 83: NA})

# ---- scope_gate ----------------------------------------------------------
Q(42, "zh", "scope_gate", "inject",
  "hotfix/2024.06.1 上门店自助机的 RxUploader 上传失败，要加重试，可以直接用 React 版的方案吗？",
  C(MALL, "hotfix/2024.06.1", MALL_HOTFIX, "RxUploader", "component"),
  {5: R, 1: NA, 2: NA, 112: RO})
Q(43, "en", "scope_gate", "inject",
  "On hotfix/2024.06.1 the paying spinner toast on the pay page is replaced by the next toast and users tap pay again.",
  C(MALL, "hotfix/2024.06.1", MALL_HOTFIX, "Toast", "component"),
  {43: R})
Q(44, "zh", "scope_gate", "abstain",
  "legacy-pos 上含麻登记台账要导出 Excel 给药监检查，有方案吗？",
  C(ADMIN, "legacy-pos", ADMIN_LP, "ControlledDrugLedger", "component"),
  {68: NA, 67: NA})
Q(45, "en", "scope_gate", "inject",
  "tongluo-store-admin route guard: can I reuse the storefront's Next middleware approach for redirecting to login?",
  C(ADMIN, "main", ADMIN_MAIN, "router/guards", "router"),
  {32: NA, 86: R})
Q(46, "zh", "scope_gate", "reference",
  "hotfix 分支上的 ExpiryTag 凌晨显示“已过期”，要按商城那篇 SSR 时区复盘去改吗？",
  C(MALL, "hotfix/2024.06.1", MALL_HOTFIX, "ExpiryTag", "component"),
  {23: NA, 70: RO})
Q(47, "en", "scope_gate", "inject",
  "store-admin audit drawer: can we reuse the storefront RxUploadPreview back-button handling for viewing prescription images?",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, "RxAuditDrawer", "component"),
  {6: NA, 53: R})
Q(48, "mixed", "scope_gate", "reference",
  "release/2024.06 的 PosCheckout 日期用 moment 还是 dayjs？legacy-pos 那篇 post-mortem says moment, does it apply here?",
  C(ADMIN, "release/2024.06", ADMIN_MAIN, "PosCheckout", "component"),
  {63: NA, 74: RO, 94: RO, 114: NA})

# ---- not_applicable ------------------------------------------------------
Q(49, "zh", "not_applicable", "abstain",
  "商城想上线精神类药品的线上登记购买，能直接复用 ControlledDrugNotice 的实名弹窗吗？",
  C(MALL, "feat/ctrl-drug-react", MALL_MAIN, "ControlledDrugNotice", "component"),
  {21: NA, 106: NA})
Q(50, "zh", "not_applicable", "abstain",
  "后端 sku 接口已经切到 /v2/sku 的扁平结构（items + attrs），DrugSkuPicker 的规格置灰怎么算？",
  C(MALL, "feat/sku-v2", MALL_MAIN, "DrugSkuPicker", "component"),
  {8: NA, 48: NA})
Q(51, "en", "not_applicable", "reference",
  "Night shift wants to batch-approve prescriptions that contain controlled drugs across pages in RxAuditTable. Can we reuse the cross-page rowSelection approach?",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, "RxAuditTable", "component"),
  {51: NA, 50: RO})
Q(52, "zh", "not_applicable", "abstain",
  "审方抽屉关闭后要保留药师没写完的驳回理由草稿，按经验加 destroyOnClose 还对吗？",
  C(ADMIN, "main", ADMIN_MAIN, "RxAuditDrawer", "component"),
  {53: NA})
Q(53, "en", "not_applicable", "abstain",
  "The drug leaflet HTML is rendered inside an Edge route handler. Can we sanitize it with isomorphic-dompurify there like SafeHtml does?",
  C(MALL, "main", MALL_MAIN, "SafeHtml", "directive"),
  {46: NA})
Q(54, "zh", "not_applicable", "abstain",
  "慢病长处方（最长 12 周）的有效期展示，也按“当日有效、最长 3 天”来算吗？",
  C(ADMIN, "main", ADMIN_MAIN, "RxAuditTable", "other"),
  {105: NA, 70: NA})
Q(55, "mixed", "not_applicable", "inject",
  "ControlledDrugLedger 打印台账的时候 ID number 要不要 mask？can we just call maskIdCard there?",
  C(ADMIN, "main", ADMIN_MAIN, "ControlledDrugLedger", "component"),
  {31: NA, 67: R})

# ---- long_doc ------------------------------------------------------------
Q(56, "zh", "long_doc", "inject",
  "RxAuditTable 迁移后，药师点了 A 行的“通过”，实际提交的是 B 行，可能是什么原因？",
  C(ADMIN, "feat/rx-audit-react", ADMIN_MAIN, "RxAuditTable", "component"),
  {50: R, 51: RO})
Q(57, "en", "long_doc", "inject",
  "After the medical-insurance authorization redirect, why must authCode be removed from the URL, and how do we avoid pre-settling twice in dev?",
  C(MALL, "feat/checkout-mi", MALL_MAIN, "InsurancePayPanel", "component"),
  {16: R, 108: RO, 18: NA})
Q(58, "zh", "long_doc", "inject",
  "近效期标签里只有年月的效期（比如 202409），应该算到哪一天过期？",
  C(MALL, "main", MALL_MAIN, "ExpiryTag", "component"),
  {23: R, 70: R})
Q(59, "zh", "long_doc", "inject",
  "多页签缓存之后，隐藏着的入库单页面把扫码枪的输入吃掉了，怎么办？",
  C(ADMIN, "main", ADMIN_MAIN, "TagsView", "router"),
  {88: R, 62: RO})
Q(60, "en", "long_doc", "inject",
  "Which function keys must the POS hotkeys avoid in the vendor cashier shell on legacy-pos, and which ones do cashiers expect?",
  C(ADMIN, "legacy-pos", ADMIN_LP, "PosCheckout", "component"),
  {63: R, 114: RO})
Q(61, "zh", "long_doc", "inject",
  "分享卡片迁移到 useWxShare 之后，处方药详情页的分享要怎么处理？",
  C(MALL, "main", MALL_MAIN, "pageShareMixin", "mixin"),
  {29: R})
Q(62, "zh", "long_doc", "inject",
  "医保读卡代理重启的时候前端疯狂重连，CPU 100%，复盘里是怎么处理重连的？",
  C(ADMIN, "main", ADMIN_MAIN, "InsuranceSettleModal", "component"),
  {65: R, 66: NA})

# ---- multilingual --------------------------------------------------------
Q(63, "en", "multilingual", "inject",
  "How do I stop the cart badge in the bottom tab bar from breaking hydration on the storefront?",
  C(MALL, "main", MALL_MAIN, "CartBadge", "store"),
  {13: R, 14: R})
Q(64, "en", "multilingual", "inject",
  "On legacy-pos the POS cart flickers and the barcode input drops characters when the scanner callback updates state several times.",
  C(ADMIN, "legacy-pos", ADMIN_LP, "BarcodeScanInput", "component"),
  {60: R, 61: RO, 58: NA})
Q(65, "zh", "multilingual", "inject",
  "v-track 曝光埋点指令迁到 React 之后，开发环境里曝光数翻倍了。",
  C(MALL, "main", MALL_MAIN, "v-track", "directive"),
  {28: R, 108: RO})
Q(66, "zh", "multilingual", "inject",
  "StockInForm 把 iView 的 validate 回调改成 antd 以后，控制台出现 Uncaught (in promise) errorFields，保存按钮一直转圈。",
  C(ADMIN, "main", ADMIN_MAIN, "StockInForm", "component"),
  {71: R, 72: RO})
Q(67, "en", "multilingual", "inject",
  "How should we replace provide/inject for the store context (storeId, storeName, cashierId) in store-admin?",
  C(ADMIN, "main", ADMIN_MAIN, "storeContext", "other"),
  {100: R})
Q(68, "zh", "multilingual", "inject",
  "登录后按菜单接口动态 addRoutes，这个在 React Router 6 里怎么做？",
  C(ADMIN, "main", ADMIN_MAIN, "router/dynamicRoutes", "router"),
  {87: R, 86: RO})
Q(69, "en", "multilingual", "inject",
  "How do we apply our brand green to antd 5 after dropping the iView less variables?",
  C(ADMIN, "main", ADMIN_MAIN, "styles/iview-theme.less", "style"),
  {81: R, 35: NA, 82: NA})
Q(88, "en", "multilingual", "reference",
  "While Vue pages and React islands coexist, how can an island read the logged-in user and current store from Vuex?",
  C(ADMIN, "main", ADMIN_MAIN, "ReactIsland", "store"),
  {111: R, 109: RO})

# ---- error_code ----------------------------------------------------------
Q(70, "en", "error_code", "inject",
  "After a cherry-pick: \"The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead\"",
  C(MALL, "main", MALL_MAIN, "store/cart", "store"),
  {12: R, 10: R, 11: NA})
Q(71, "zh", "error_code", "inject",
  "控制台报 Warning: [antd: Modal] Static function can not consume context like dynamic theme. Please use 'App' component instead. 这个怎么改？",
  C(ADMIN, "main", ADMIN_MAIN, "$Modal", "plugin"),
  {78: R})
Q(72, "en", "error_code", "inject",
  "next dev fails with: Global CSS cannot be imported from within node_modules. (antd-mobile/es/global/global.css)",
  C(MALL, "feat/rx-upload-react", MALL_MAIN, "next.config", "build"),
  {37: R})
Q(73, "zh", "error_code", "inject",
  "legacy-pos 交班报表的日期选择器报 TypeError: date.clone is not a function",
  C(ADMIN, "legacy-pos", ADMIN_LP, "DateRangeQuick", "component"),
  {76: R, 75: RO, 77: NA})
Q(74, "en", "error_code", "inject",
  "TypeError: clone.weekday is not a function when opening the DatePicker on main.",
  C(ADMIN, "main", ADMIN_MAIN, "DatePicker", "component"),
  {77: R, 76: NA})
Q(75, "zh", "error_code", "inject",
  "控制台一直有 [DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`.",
  C(ADMIN, "main", ADMIN_MAIN, "usePermissionStore", "store"),
  {57: R})
Q(76, "mixed", "error_code", "inject",
  "POS 医保结算返回 MI-5xxx 网络中断，can the cashier simply retry the settle call?",
  C(ADMIN, "main", ADMIN_MAIN, "InsuranceSettleModal", "component"),
  {116: R, 65: RO})
Q(77, "en", "error_code", "inject",
  "Error: Invalid src prop on `next/image`, hostname \"tongluo-img.oss-cn-hangzhou.aliyuncs.com\" is not configured under images in your `next.config.js`",
  C(MALL, "main", MALL_MAIN, "v-lazy", "directive"),
  {27: R})
Q(78, "zh", "error_code", "reference",
  "商城 CI 跑 next build 报 FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
  C(MALL, "main", MALL_MAIN, "next.config", "build"),
  {113: R})
Q(91, "en", "error_code", "inject",
  "legacy-pos build fails: Module not found: Can't resolve 'react-dom/client'",
  C(ADMIN, "legacy-pos", ADMIN_LP, "ReactIsland", "plugin"),
  {110: R, 109: NA})

# ---- missing -------------------------------------------------------------
Q(79, "zh", "missing", "abstain",
  "RxUploader 要支持上传 PDF 格式的电子处方，antd-mobile 的 ImageUploader 能传 PDF 吗？",
  C(MALL, "feat/rx-upload-react", MALL_MAIN, "RxUploader", "component"),
  {1: NA, 2: NA})
Q(80, "en", "missing", "abstain",
  "How do we handle out-of-province insured patients (cross-region settlement) in InsuranceSettleModal?",
  C(ADMIN, "main", ADMIN_MAIN, "InsuranceSettleModal", "component"),
  {65: NA, 116: NA, 17: NA})
Q(81, "mixed", "missing", "abstain",
  "useCartDraftStore 的挂单要 sync across multiple POS terminals in the same store，怎么做？",
  C(ADMIN, "main", ADMIN_MAIN, "useCartDraftStore", "store"),
  {59: NA})
Q(82, "zh", "missing", "abstain",
  "v-auth-lazy 在 Next 商城的 SSR 页面里怎么判断权限？",
  C(MALL, "main", MALL_MAIN, "v-auth-lazy", "directive"),
  {55: NA, 32: NA})
Q(83, "en", "missing", "abstain",
  "Does antd-mobile 5 have a replacement for Vant's SubmitBar on the checkout page?",
  C(MALL, "main", MALL_MAIN, "van-submit-bar", "component"),
  {26: NA})
Q(84, "zh", "missing", "abstain",
  "store-admin 要做药师代客下单，能不能复用商城的 DrugSkuPicker 选规格？",
  C(ADMIN, "main", ADMIN_MAIN, "DrugSkuPicker", "component"),
  {8: NA})
Q(85, "mixed", "missing", "abstain",
  "MemberPointsAdjust 这边年底积分批量清零，front-end 有没有 migration note 或者 batch job 的页面经验？",
  C(ADMIN, "main", ADMIN_MAIN, "MemberPointsAdjust", "component"),
  {96: NA, 20: NA})
Q(86, "en", "missing", "abstain",
  "What is the i18n plan for adding Traditional Chinese (zh-HK) to the storefront?",
  C(MALL, "main", MALL_MAIN, "vue-i18n", "i18n"),
  {45: NA})
Q(93, "en", "missing", "abstain",
  "Is there a migration note for the camera barcode scanner in the pharmacist PDA stock-take H5?",
  C(ADMIN, "main", ADMIN_MAIN, None, "component"),
  {61: NA, 62: NA})


# ==========================================================================
# write
# ==========================================================================
def main():
    ids = [e["id"] for e in ENTRIES]
    assert len(ids) == len(set(ids)), "duplicate entry id"
    qids = [q["id"] for q in QUERIES]
    assert len(qids) == len(set(qids)), "duplicate query id"
    ENTRIES.sort(key=lambda e: e["id"])
    QUERIES.sort(key=lambda q: q["id"])
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for e in ENTRIES:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for q in QUERIES:
            out = {k: v for k, v in q.items() if not k.startswith("_")}
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    langs = {}
    for q in QUERIES:
        langs[q["_lang"]] = langs.get(q["_lang"], 0) + 1
    print("wrote %d entries, %d queries (intended languages: %s)" % (
        len(ENTRIES), len(QUERIES), ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))


if __name__ == "__main__":
    main()
