// Checks every EPUB named on the command line with EPUBCheck in one Java run (starting Java and
// EPUBCheck's schemas once, not once per book), printing EPUBCheck's own messages for each; exits 1
// when any book has an error. Run by scripts/check-epubs.ts as a single-file Java program.
import com.adobe.epubcheck.api.EpubCheck;
import java.io.File;

public class CheckEpubs {
  public static void main(String[] args) {
    int failed = 0;
    for (String path : args) {
      boolean valid = new EpubCheck(new File(path)).validate();
      System.out.println(path + ": " + (valid ? "no errors" : "errors, listed with their file and line"));
      if (!valid) failed++;
    }
    System.exit(failed == 0 ? 0 : 1);
  }
}
