package io.attest.server.console;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Debian Chromium driven through Debian's chromedriver, both named by path so that Selenium
 * Manager never looks for (or downloads) anything. One per test class: starting it costs about a second.
 * Screenshots go to {@code target/console-screenshots}.
 */
final class Browser implements AutoCloseable {

    static final Path CHROMEDRIVER = Path.of(System.getProperty("attest.chromedriver", "/usr/bin/chromedriver"));
    static final Path CHROMIUM = Path.of(System.getProperty("attest.chromium", "/usr/bin/chromium"));
    private static final Path SCREENSHOTS = Path.of("target", "console-screenshots");

    private final ChromeDriver driver;
    private final URI base;

    Browser(URI base) {
        if (!Files.isExecutable(CHROMEDRIVER) || !Files.isExecutable(CHROMIUM)) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver ("
                    + CHROMIUM + ", " + CHROMEDRIVER + "): apt-get install -y chromium chromium-driver (.ci/run does)");
        }
        this.base = base;
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,900", "--disable-extensions", "--no-first-run", "--lang=en-US");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
    }

    Browser open(String path) {
        driver.get(base.resolve(path).toString());
        return this;
    }

    /** A page of another server (e.g. a second instance with other settings). */
    Browser open(URI uri) {
        driver.get(uri.toString());
        return this;
    }

    String path() {
        return URI.create(driver.getCurrentUrl()).getPath();
    }

    String url() {
        return driver.getCurrentUrl();
    }

    Browser fill(String id, String text) {
        WebElement input = driver.findElement(By.id(id));
        input.clear();
        input.sendKeys(text);
        return this;
    }

    /**
     * Clicks something that loads another page (a link, a submit) and waits until that page is there. The old
     * page is marked with a script variable that the new document no longer has; staleness of an element is
     * not used because, mid-navigation, Chrome may answer "Node with given id does not belong to the document"
     * (an unknown error, not a stale reference), which failed a CI run.
     */
    Browser click(String css) {
        driver.executeScript("window.attestPageBeforeClick = true");
        driver.findElement(By.cssSelector(css)).click();
        new WebDriverWait(driver, Duration.ofSeconds(20))
                .ignoring(WebDriverException.class)
                .until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                        "return window.attestPageBeforeClick === undefined && document.readyState === 'complete'")));
        return this;
    }

    /** Clicks something that stays on this page (a checkbox, the copy button). */
    Browser press(String css) {
        driver.findElement(By.cssSelector(css)).click();
        return this;
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    boolean has(String css) {
        return !all(css).isEmpty();
    }

    String text(String css) {
        return find(css).getText();
    }

    String title() {
        return driver.getTitle();
    }

    String source() {
        return driver.getPageSource();
    }

    Cookie cookie(String name) {
        return driver.manage().getCookieNamed(name);
    }

    void clearCookies() {
        driver.manage().deleteAllCookies();
    }

    ChromeDriver driver() {
        return driver;
    }

    /**
     * A PNG of the whole page as the browser shows it now, as {@code target/console-screenshots/NAME.png}: the
     * window grows to the page's height for the shot (Chrome captures only the window), then shrinks back.
     */
    Path screenshot(String name) {
        Dimension window = driver.manage().window().getSize();
        try {
            Files.createDirectories(SCREENSHOTS);
            long height = ((Number) driver.executeScript("return document.documentElement.scrollHeight")).longValue();
            driver.manage().window().setSize(new Dimension(window.getWidth(), (int) Math.min(4000, Math.max(window.getHeight(), height + 140))));
            Path file = SCREENSHOTS.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            driver.manage().window().setSize(window);
        }
    }

    /** The same page at a phone's width (then back to the laptop's). */
    Path phoneScreenshot(String name) {
        Dimension laptop = driver.manage().window().getSize();
        driver.manage().window().setSize(new Dimension(390, 844));
        try {
            return screenshot(name);
        } finally {
            driver.manage().window().setSize(laptop);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
